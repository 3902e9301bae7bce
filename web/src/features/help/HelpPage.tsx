import { useT } from '../../i18n/use-t'
import { helpSections } from './help-sections'
import { helpMessages as m } from './help.messages'
import './help.css'

export function HelpPage() {
  const t = useT()
  return (
    <div className="help-layout">
      <nav className="help-toc card" aria-label={t(m.onThisPage)}>
        <h2>{t(m.onThisPage)}</h2>
        <ul>
          {helpSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="help-sections">
        {helpSections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className="card help-section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`}>{t(section.title)}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  )
}

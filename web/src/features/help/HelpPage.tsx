import { helpSections } from './help-sections'
import './help.css'

export function HelpPage() {
  return (
    <div className="help-layout">
      <nav className="help-toc card" aria-label="On this page">
        <h2>On this page</h2>
        <ul>
          {helpSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
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
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  )
}

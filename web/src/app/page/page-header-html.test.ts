import { languageCodes } from '@teamspace/domain/shared/languages'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ShellSkeleton } from '../shell/shell-skeleton'
import { titledPageIn, withPageHeader } from './page-header-html'
import { pageTitles } from './page-titles'

const document = (body: string) => `<html lang="en"><head><title>Team Space</title></head><body>${body}</body></html>`

describe("a team page's header written into the built shell", () => {
  it.each(languageCodes.flatMap((language) => Object.keys(pageTitles).map((address) => [language, address])))(
    '%s %s is the markup the shell renders with that page',
    (language, address) => {
      const page = titledPageIn(`/t/team-1${address}`, language as (typeof languageCodes)[number])!
      const written = withPageHeader(document(renderToStaticMarkup(createElement(ShellSkeleton))), page)
      expect(written).toBe(
        document(renderToStaticMarkup(createElement(ShellSkeleton, { page }))).replace(
          '<title>Team Space</title>',
          `<title>${renderToStaticMarkup(createElement('i', null, page.title)).slice(3, -4)} · Team Space</title>`,
        ),
      )
      expect(written).toContain('<h1>')
    },
  )

  it('speaks the language asked for, the old address too, and names no page for other addresses', () => {
    expect(titledPageIn('/t/team-1/players', 'de')?.title).toBe('Spieler')
    expect(titledPageIn('/calendar', 'es')).toEqual({
      title: 'Calendario del equipo',
      subtitle: 'Entrenamientos, partidos y eventos del equipo.',
    })
    expect(titledPageIn('/t/team-1/help', 'en')?.title).toBe('Help & Support')
    expect(titledPageIn('/t/team-1', 'en')).toBeUndefined()
    expect(titledPageIn('/t/team-1/players/extra', 'en')).toBeUndefined()
  })

  it('escapes the words and leaves a shell it does not know alone', () => {
    const html = withPageHeader(document(renderToStaticMarkup(createElement(ShellSkeleton))), {
      title: '<b>Tom & "Jerry"</b>',
      subtitle: "it's",
    })
    expect(html).toContain('<h1>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;</h1>')
    expect(html).toContain('it&#x27;s')
    expect(withPageHeader(document('<div id="root"></div>'), { title: 'Team Chat' })).toBeUndefined()
  })
})

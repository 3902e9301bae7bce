import type { Language } from '@teamspace/domain/shared/languages'
import { pageTitlesMessages } from './page-titles.messages.ts'
import german from './page-titles.messages.de.ts'
import spanish from './page-titles.messages.es.ts'
import { titledPageOf } from './page-titles.ts'

/**
 * A team page's header written into the built shell as HTML, the same markup ShellSkeleton renders with a `page`
 * (shell-skeleton.ts): what the build writes into each page's own HTML (`pages/<page>.html`, web/vite.config.ts)
 * and what the service worker writes into the kept shell when it answers a page load, so the heading paints from
 * HTML and CSS alone on both paths. Without React, so the service worker can use it; shell-skeleton.test.ts holds
 * the two to the same markup.
 */

type Words = Readonly<Record<keyof typeof pageTitlesMessages, string>>
const translations: Readonly<Record<Exclude<Language, 'en'>, Words>> = { de: german, es: spanish }

const keyOfEnglish = new Map(
  Object.entries(pageTitlesMessages).map(([key, message]) => [message.defaultMessage, key as keyof Words]),
)

/** The heading and subtitle of the page an address names (page-titles.ts), in `language`; none for other addresses. */
export function titledPageIn(
  pathname: string,
  language: Language,
): { title: string; subtitle: string | undefined } | undefined {
  const page = titledPageOf(pathname)
  if (!page) return undefined
  const said = (english: string) => {
    const key = keyOfEnglish.get(english)
    return language === 'en' || !key ? english : translations[language][key]
  }
  return { title: said(page.title), subtitle: 'subtitle' in page ? said(page.subtitle) : undefined }
}

/** Text escaped as React's server rendering escapes it, so the two write the same bytes. */
const escapeText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')

/** Where the shell without a page holds the places of a heading and its line (ShellSkeleton without `page`). */
const pagePlaceholder =
  '<div class="shell-skeleton__page" aria-hidden="true"><span class="skeleton shell-skeleton__block shell-skeleton__block--title"></span><span class="skeleton shell-skeleton__block shell-skeleton__block--line"></span>'

/**
 * The built shell's HTML (index.html or a language's copy) with `page`'s header in its main region and its title in
 * the document's; `undefined` when the HTML holds no shell without a page (a build this does not know).
 */
export function withPageHeader(
  html: string,
  page: { readonly title: string; readonly subtitle?: string | undefined },
): string | undefined {
  if (!html.includes(pagePlaceholder) || !html.includes('<title>Team Space</title>')) return undefined
  const subtitle =
    page.subtitle === undefined ? '' : `<p class="team-page-header__subtitle">${escapeText(page.subtitle)}</p>`
  const header = `<header class="team-page-header"><div class="team-page-header__text"><h1>${escapeText(page.title)}</h1>${subtitle}</div></header>`
  return html
    .replace(pagePlaceholder, () => `${header}<div class="shell-skeleton__page" aria-hidden="true">`)
    .replace('<title>Team Space</title>', () => `<title>${escapeText(page.title)} · Team Space</title>`)
}

import { createElement as h, Fragment, type ReactElement } from 'react'
import { mainLinks } from './main-links.ts'

/**
 * The skeleton's own words: English in the built HTML, which cannot know who will open it; the signed-in layouts'
 * wait (ShellLoading) gives them in the person's language.
 */
export interface ShellSkeletonWords {
  skipToContent: string
  main: string
  loading: string
  link: (link: (typeof mainLinks)[number]) => string
}

const englishWords: ShellSkeletonWords = {
  skipToContent: 'Skip to content',
  main: 'Main',
  loading: 'Loading your team space…',
  link: (link) => link.label,
}

/**
 * The shell and the shapes of a page, before there is a session or any data: the top bar with the main links,
 * and a busy main region. index.html carries it as static markup (written from this function at build time, see
 * web/vite.config.ts), so it is the first paint, before any script has run; the signed-in layouts show the same
 * while the session loads, so nothing changes on screen until the real shell replaces it. Its styles are in the
 * first stylesheet (shell.css, shell-skeleton.css, page.css). Written without JSX so the build's config can render it.
 *
 * With a `page` (the build writes one HTML file per team page, which the server sends for its address), the main
 * region starts with that page's header as its route shows it (page-titles.ts): its heading paints with the frame.
 */
export function ShellSkeleton({
  page,
  words = englishWords,
}: {
  page?: { title: string; subtitle?: string | undefined }
  words?: ShellSkeletonWords
}): ReactElement {
  const block = (modifier: string) =>
    h('span', { className: `skeleton shell-skeleton__block shell-skeleton__block--${modifier}` })
  return h(
    Fragment,
    null,
    h('a', { className: 'skip-link', href: '#main' }, words.skipToContent),
    h(
      'header',
      { className: 'top-bar' },
      h(
        'div',
        { className: 'top-bar__inner' },
        h(
          'a',
          { className: 'top-bar__brand', href: '/dashboard' },
          h(
            'svg',
            { width: 28, height: 28, viewBox: '0 0 32 32', 'aria-hidden': true, focusable: false, className: 'logo' },
            h('rect', { width: 32, height: 32, rx: 8, fill: 'currentColor', opacity: 0.18 }),
            h('circle', { cx: 16, cy: 16, r: 9, fill: 'none', stroke: 'currentColor', strokeWidth: 2.25 }),
            h('path', { d: 'M16 11.5l4.2 3.1-1.6 4.9h-5.2l-1.6-4.9z', fill: 'currentColor' }),
          ),
          ' ',
          h('span', { className: 'top-bar__name' }, 'Team Space'),
        ),
        h(
          'nav',
          { className: 'top-bar__nav', 'aria-label': words.main },
          // Before there is a session there is no team yet: the flat address leads to the page in the current one.
          ...mainLinks.map((link) =>
            h(
              'a',
              { key: link.to, className: 'top-bar__link', href: link.to.replace('/t/$teamId', '') },
              words.link(link),
            ),
          ),
        ),
      ),
    ),
    h(
      'main',
      { id: 'main', className: 'app-main', 'aria-busy': true, tabIndex: -1 },
      h('p', { className: 'visually-hidden', role: 'status' }, words.loading),
      page &&
        h(
          'header',
          { className: 'team-page-header' },
          h(
            'div',
            { className: 'team-page-header__text' },
            h('h1', null, page.title),
            page.subtitle && h('p', { className: 'team-page-header__subtitle' }, page.subtitle),
          ),
        ),
      h(
        'div',
        { className: 'shell-skeleton__page', 'aria-hidden': true },
        !page && block('title'),
        !page && block('line'),
        h('div', { className: 'shell-skeleton__cards' }, block('card'), block('card'), block('card'), block('card')),
        block('panel'),
      ),
    ),
  )
}

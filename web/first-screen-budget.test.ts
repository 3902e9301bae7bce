// Runs on the web build, after it (`npm run test:budget`, or `npm test`'s build phase): see first-screen.ts.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pageTitles } from './src/app/page/page-titles.ts'
import { languageCodes } from '@teamspace/domain/shared/languages'
import {
  budgetsKib,
  firstScreens,
  kib,
  renderBlockingBeforeHeading,
  renderBlockingBudgetKib,
  renderBlockingScripts,
  targetKib,
  type BudgetedPage,
} from './first-screen.ts'

const dist = fileURLToPath(new URL('./dist', import.meta.url))

describe('the JavaScript each page needs until it is usable', () => {
  if (!existsSync(`${dist}/.vite/manifest.json`)) throw new Error('No web build with a manifest: run npm run build:e2e')
  const screenOf = firstScreens(dist)

  it.each(Object.keys(budgetsKib) as BudgetedPage[])('%s stays within its budget', (page) => {
    const screen = screenOf(page)
    const largest = screen.files
      .slice(0, 8)
      .map(({ file, brotli }) => `${file} ${kib(brotli).toFixed(1)}`)
      .join(', ')
    expect(
      kib(screen.brotliBytes),
      `${page}: ${kib(screen.brotliBytes).toFixed(1)} KiB brotli in ${screen.files.length} files (the budget ${budgetsKib[page]}, the target ${targetKib}); the largest: ${largest}`,
    ).toBeLessThanOrEqual(budgetsKib[page])
  })

  it('counts the page, the signed-in layouts and the framework', () => {
    const files = screenOf('/players').files.map(({ file }) => file)
    expect(files.some((file) => /^assets\/index-[\w-]+\.js$/.test(file))).toBe(true)
    expect(files.some((file) => /^assets\/players-[\w-]+\.js$/.test(file))).toBe(true)
    expect(files.some((file) => /^assets\/ChatUnreadBadge-[\w-]+\.js$/.test(file))).toBe(true)
  })
})

describe('the JavaScript each page needs before its heading', () => {
  it.each(
    languageCodes.flatMap((language) =>
      Object.keys(budgetsKib).map((page) => [page, language === 'en' ? undefined : language] as const),
    ),
  )('%s (%s) paints its heading before any script', (page, language) => {
    const blocking = renderBlockingBeforeHeading(dist, page, language)
    expect(blocking, `pages/${language ?? ''}${page}.html holds no heading`).toBeDefined()
    expect(
      kib(blocking!.brotliBytes),
      `${page}: render-blocking before the heading: ${blocking!.scripts.map((script) => script.tag).join(', ')}`,
    ).toBeLessThanOrEqual(renderBlockingBudgetKib)
  })

  it('counts a classic script before the heading, and no module, async or deferred one, nor one after it', () => {
    const page = (head: string, body = '') => `<html><head>${head}</head><body>${body}<h1>Team Chat</h1></body></html>`
    expect(renderBlockingScripts(page('<script type="module" crossorigin src="/assets/index-a.js"></script>'))).toEqual(
      [],
    )
    expect(
      renderBlockingScripts(
        page(
          '<script async src="/assets/a.js"></script><script defer src="/assets/b.js"></script>' +
            '<script type="application/json">{}</script><link rel="modulepreload" href="/assets/c.js">',
        ),
      ),
    ).toEqual([])
    expect(renderBlockingScripts(page('<script src="/assets/d.js"></script>'))?.map((s) => s.src)).toEqual([
      '/assets/d.js',
    ])
    expect(renderBlockingScripts(page('', '<script>document.title = "x"</script>'))?.map((s) => s.src)).toEqual([
      'inline',
    ])
    expect(renderBlockingScripts(`${page('')}<script src="/assets/e.js"></script>`)).toEqual([])
    // Without a heading in the HTML, the heading waits for the app's scripts: no figure to give.
    expect(renderBlockingScripts('<html><body><div id="root"></div></body></html>')).toBeUndefined()
  })
})

describe('the HTML the server sends for a team page', () => {
  const escaped = (text: string) => text.replaceAll('&', '&amp;')

  it.each(Object.entries(pageTitles))(
    "%s holds the page's heading in its frame, and no inline script",
    (address, page) => {
      const html = readFileSync(`${dist}/pages${address}.html`, 'utf8')
      expect(html).toContain(`<main id="main" class="app-main"`)
      expect(html).toContain(`<h1>${escaped(page.title)}</h1>`)
      expect(html).toContain(`<title>${escaped(page.title)} · Team Space</title>`)
      expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc="\/assets\//.test(tag))).toBe(true)
    },
  )
})

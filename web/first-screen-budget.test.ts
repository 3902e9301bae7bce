// Runs on the web build, after it (`npm run test:budget`, or `npm test`'s build phase): see first-screen.ts.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pageTitles } from './src/app/page/page-titles.ts'
import { budgetsKib, firstScreens, kib, targetKib, type BudgetedPage } from './first-screen.ts'

const dist = fileURLToPath(new URL('./dist', import.meta.url))

describe('the JavaScript each page needs before its heading', () => {
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

// Runs on the web build, after it (`npm run test:budget`, or `npm test`'s build phase): see first-screen.ts.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
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

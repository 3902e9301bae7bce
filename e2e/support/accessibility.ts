import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** What a page may not have: a serious or critical problem for someone using a screen reader, keyboard or zoom. */
const blocking = new Set(['serious', 'critical'])

interface Finding {
  id: string
  impact: string | null | undefined
  help: string
  targets: string[]
}

/** Runs axe-core on the page as it is now (open menus and dialogs included) and returns the blocking findings. */
async function blockingFindings(page: Page): Promise<Finding[]> {
  // Evaluated over the DevTools protocol rather than added as a <script>, so a Content-Security-Policy cannot block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  )
  return results.violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

/**
 * Expects no serious or critical axe-core violation on the page at each width (desktop and phone by default), then
 * gives the page its size back. `what` names the state checked, for the failure message.
 */
export async function expectAccessible(page: Page, what: string, widths = [1280, 375]) {
  const original = page.viewportSize()
  try {
    for (const width of widths) {
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize({ width, height: original?.height ?? 800 })
      }
      // Checked again until clean: a page still settling (a transition, a late font) may fail a first look.
      await expect
        .poll(() => blockingFindings(page), { message: `axe-core found problems on ${what} at ${width}px` })
        .toEqual([])
    }
  } finally {
    if (original && page.viewportSize()?.width !== original.width) await page.setViewportSize(original)
  }
}

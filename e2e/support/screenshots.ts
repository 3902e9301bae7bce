import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { repoRoot } from './server'

export const screenshotsDir = join(repoRoot, 'screenshots')

/** Saves a full-page PNG as `screenshots/<name>-<width>.png` and returns its path. */
export async function shoot(page: Page, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 0
  await mkdir(screenshotsDir, { recursive: true })
  const path = join(screenshotsDir, `${name}-${width}.png`)
  // A full-page shot of a scrolled page paints a sticky header halfway down; shoot from the top.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path, fullPage: true })
  return path
}

/** Shoots the page at each width in turn (desktop and phone by default), then restores its size. */
export async function shootWidths(page: Page, name: string, widths = [1280, 375]): Promise<string[]> {
  const original = page.viewportSize()
  const paths: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: original?.height ?? 800 })
    paths.push(await shoot(page, name))
  }
  if (original) await page.setViewportSize(original)
  return paths
}

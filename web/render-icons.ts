/**
 * Renders the app's icons (web/public/icons/*.svg) to the PNGs the web app manifest and iOS ask for, in the
 * Chromium the browser tests use. Run it after changing an icon's drawing, and commit the PNGs it writes:
 *
 *   node web/render-icons.ts            (all of them)
 *   node web/render-icons.ts badge.svg  (only those drawn from one SVG)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const icons = new URL('./public/icons/', import.meta.url)

/** Each PNG: the drawing it is made from, its size in pixels and where it goes. */
const renders = [
  { svg: 'icon.svg', size: 192, file: 'icons/icon-192.png' },
  { svg: 'icon.svg', size: 512, file: 'icons/icon-512.png' },
  { svg: 'icon-maskable.svg', size: 192, file: 'icons/icon-maskable-192.png' },
  { svg: 'icon-maskable.svg', size: 512, file: 'icons/icon-maskable-512.png' },
  // iOS rounds the corners itself and shows no transparency: the full-bleed drawing.
  { svg: 'icon-maskable.svg', size: 180, file: 'apple-touch-icon.png' },
  // The notification badge: a white shape on transparency, which Android uses as a mask.
  { svg: 'badge.svg', size: 96, file: 'icons/badge-96.png' },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage()
  const only = process.argv[2]
  for (const { svg, size, file } of renders.filter((render) => !only || render.svg === only)) {
    await page.setViewportSize({ width: size, height: size })
    const drawing = readFileSync(new URL(svg, icons), 'utf8')
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${drawing}`,
    )
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } })
    writeFileSync(new URL(`../${file}`, icons), png)
    console.log(`${file} (${size}×${size})`)
  }
} finally {
  await browser.close()
}

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser'
import { startApp, type RunningApp } from './support/server'

describe('the production build behind its security headers', () => {
  let app: RunningApp
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await startApp()
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  it('serves the built scripts brotli-compressed, with the security headers', async () => {
    const page = await fetch(`${app.baseUrl}/`)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('strict-transport-security')).toBeNull()
    const script = /<script type="module" crossorigin src="([^"]+)">/.exec(await page.text())?.[1]
    expect(script).toBeDefined()

    // fetch() decodes the body itself; the header tells what came over the wire.
    const built = await fetch(`${app.baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } })
    expect(built.headers.get('content-encoding')).toBe('br')
    expect(built.headers.get('cache-control')).toContain('immutable')
    expect(built.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await built.text()).toContain('createRoot')
  })

  it('runs the app without a single Content Security Policy violation', async () => {
    const page = await openPage(browser)
    await page.goto(`${app.baseUrl}/auth?mode=setup`)
    await page.getByText('Create a space for your team').waitFor()
    expect(page.errors).toEqual([])
    await page.close()
  })

  it('notices a violation when there is one: an inline script is refused', async () => {
    const page = await openPage(browser)
    await page.goto(`${app.baseUrl}/auth`)
    await page.getByText('Sign in to your team').waitFor()
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.inlineRan = true'
      document.body.append(script)
    })
    await expect.poll(() => page.errors.length).toBeGreaterThan(0)
    await expect.poll(() => page.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBeUndefined()
    await page.close()
  })
})

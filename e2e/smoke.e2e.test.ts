import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser'
import { shootWidths } from './support/screenshots'
import { startApp, type RunningApp } from './support/server'

describe('smoke: the app starts and finds its way around', () => {
  let app: RunningApp
  let browser: Browser

  beforeAll(async () => {
    // The browser first: without Chromium there is no point starting the server.
    browser = await launchBrowser()
    app = await startApp()
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  it('opens the dashboard from / and reports a healthy database', async () => {
    const page = await openPage(browser)

    await page.goto(`${app.baseUrl}/`)
    await page.waitForURL(`${app.baseUrl}/dashboard`)

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    const status = page.getByRole('region', { name: 'Server status' })
    await status.waitFor()
    expect(await status.locator('.facts__row', { hasText: 'Database' }).locator('dd').innerText()).toBe('OK')
    expect(await page.title()).toBe('Team Space')

    await shootWidths(page, 'dashboard')
    expect(page.errors).toEqual([])
    await page.close()
  })

  it('sends an unknown address to the dashboard', async () => {
    const page = await openPage(browser)

    await page.goto(`${app.baseUrl}/no/such/page`)
    await page.waitForURL(`${app.baseUrl}/dashboard`)

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    expect(page.errors).toEqual([])
    await page.close()
  })

  it('sends /login to the sign-in screen', async () => {
    const page = await openPage(browser)

    await page.goto(`${app.baseUrl}/login`)
    await page.waitForURL(`${app.baseUrl}/auth`)

    await page.getByRole('heading', { level: 1, name: 'Team Space' }).waitFor()
    await page.getByText('Sign in to your team').waitFor()
    await shootWidths(page, 'auth')
    expect(page.errors).toEqual([])
    await page.close()
  })
})

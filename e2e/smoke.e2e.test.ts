import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
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
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  it('reports a healthy database', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })

  it('sends a signed-out visitor from / to the sign-in screen', async () => {
    const page = await openPage(browser)

    await page.goto(`${app.baseUrl}/`)
    await page.waitForURL(`${app.baseUrl}/auth`)

    await page.getByRole('heading', { level: 1, name: 'Team Space' }).waitFor()
    await expect.poll(() => page.title()).toBe('Team Space')
    expect(page.errors).toEqual([])
    await page.close()
  })

  it('asks a signed-out visitor at an unknown address to sign in, and to go on there (the dashboard) after', async () => {
    const page = await openPage(browser)

    await page.goto(`${app.baseUrl}/no/such/page`)
    // Signing in goes on to the address asked for, which opens the current team's dashboard.
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/no/such/page')

    await page.getByText('Sign in to your team').waitFor()
    expect(page.errors).toEqual([])
    await page.close()
  })

  it('sends /login and /setup to the sign-in screen', async () => {
    const page = await openPage(browser)

    await page.goto(`${app.baseUrl}/setup`)
    await page.waitForURL(`${app.baseUrl}/auth?mode=setup`)
    await page.getByText('Create a space for your team').waitFor()

    await page.goto(`${app.baseUrl}/login`)
    await page.waitForURL(`${app.baseUrl}/auth`)
    await page.getByRole('heading', { level: 1, name: 'Team Space' }).waitFor()
    await page.getByText('Sign in to your team').waitFor()
    await expectAccessible(page, 'auth')
    await shootWidths(page, 'auth')
    expect(page.errors).toEqual([])
    await page.close()
  })
})

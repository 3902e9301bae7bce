import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { findChromium, launchBrowser, openPage } from './support/browser'
import { phoneMenu } from './support/navigation'
import { shootWidths } from './support/screenshots'
import { startApp, type RunningApp } from './support/server'
import { joinTeam, setUpTeam, type Person } from './support/sign-in'
import { waitTimeoutMs } from './support/timeouts'

const coach: Person = { name: 'Lena Ortiz', email: 'lena.ortiz@example.com', password: 'goal-kick-31' }
const parent: Person = { name: 'Sam Whitaker', email: 'sam.whitaker@example.com', password: 'sideline-58' }

describe('a page whose data this phone did not keep, opened without a network', () => {
  let app: RunningApp
  let browser: Browser
  // The parent's phone: a browser profile of its own, so that the service worker keeps the app for a start offline.
  let profile: string
  let phone: BrowserContext
  let page: Page
  let teamId: string

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await startApp()
    const coachPage = await openPage(browser)
    await setUpTeam(coachPage, app.baseUrl, coach, 'Harbour Lions')
    profile = await mkdtemp(join(tmpdir(), 'teamspace-e2e-phone-'))
    phone = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
      viewport: { width: 375, height: 740 },
    })
    phone.setDefaultTimeout(waitTimeoutMs)
    page = phone.pages()[0] ?? (await phone.newPage())
    await joinTeam(coachPage, page, app.baseUrl, parent, 'parent_guardian')
    teamId = (await api<{ user: { teamId: string } }>(page, 'GET', '/api/auth/session')).user.teamId
    await coachPage.close()
  })

  afterAll(async () => {
    await phone?.close()
    await browser?.close()
    await app?.stop()
    if (profile) await rm(profile, { recursive: true, force: true })
  })

  it('opens in the shell, with the navigation, and says the page is not available offline', async () => {
    // The dashboard is seen, and so kept; the chat never was. The worker in place first, so that it answers the load.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.goto(`${app.baseUrl}/t/${teamId}/dashboard`)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.getByRole('heading', { level: 1 }).waitFor()

    await page.context().setOffline(true)
    try {
      await page.goto(`${app.baseUrl}/t/${teamId}/chat`)
      await page.getByText('This page was not saved on this phone. It will load when you are back online.').waitFor()
      await page.getByRole('heading', { name: 'Not available offline' }).waitFor()
      // The shell came up around it: the header and the way to every other page.
      const menu = page.getByRole('button', { name: 'Menu', exact: true })
      expect(await menu.isVisible()).toBe(true)
      await shootWidths(page, 'offline-page-not-kept', [375, 1280])
      await expectAccessible(page, 'a page not kept, offline', [375])

      // The navigation works: the dashboard, which was kept, opens from the menu.
      await menu.click()
      await phoneMenu(page).getByRole('link', { name: 'Dashboard' }).click()
      await page.waitForURL(`${app.baseUrl}/t/${teamId}/dashboard`)
      await expect.poll(() => page.locator('.stat-card').count()).toBeGreaterThan(0)

      // Back on the page not kept, it loads by itself when the signal returns.
      await page.goto(`${app.baseUrl}/t/${teamId}/chat`)
      await page.getByRole('heading', { name: 'Not available offline' }).waitFor()
      await page.context().setOffline(false)
      await page.getByRole('heading', { name: 'Not available offline' }).waitFor({ state: 'detached' })
      expect(await page.getByRole('alert').count()).toBe(0)
      await page.getByRole('heading', { level: 1, name: 'Team Chat' }).waitFor()
    } finally {
      await page.context().setOffline(false)
    }
  })
})

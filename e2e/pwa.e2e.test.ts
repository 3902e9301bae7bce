import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { findChromium, launchBrowser, openPage } from './support/browser'
import { waitTimeoutMs } from './support/timeouts'
import { phoneMenu } from './support/navigation'
import { shootWidths } from './support/screenshots'
import { startApp, type RunningApp } from './support/server'
import { joinTeamThroughApi, setUpTeamThroughApi, type Person } from './support/sign-in'

const coach: Person = { name: 'Rosa Vidal', email: 'rosa.vidal@example.com', password: 'corner-kick-7' }
const parent: Person = { name: 'Ken Adeyemi', email: 'ken.adeyemi@example.com', password: 'touchline-42' }
const teamName = 'Riverside Rovers'
const squad = [
  { name: 'Ivy Mensah', jerseyNumber: 9, position: 'Forward' },
  { name: 'Noah Brandt', jerseyNumber: 3, position: 'Defender' },
]

/** The value under one of the dashboard's cards at the top. */
const statValue = (page: Page, label: string) =>
  page
    .locator('.stat-card')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition')

/** What the device keeps for offline use (app/pwa/offline-cache.ts): each record's key and what it holds. */
const keptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ key: string; text: string }[]>((resolve, reject) => {
        const opening = indexedDB.open('teamspace-offline')
        opening.onerror = () => reject(new Error(String(opening.error)))
        opening.onsuccess = () => {
          const db = opening.result
          if (!db.objectStoreNames.contains('answers')) {
            db.close()
            resolve([])
            return
          }
          const store = db.transaction('answers').objectStore('answers')
          const keys = store.getAllKeys()
          const values = store.getAll()
          values.onsuccess = () => {
            db.close()
            resolve(keys.result.map((key, i) => ({ key: key as string, text: JSON.stringify(values.result[i]) })))
          }
          values.onerror = () => reject(new Error(String(values.error)))
        }
      }),
  )

describe('the app on a phone at the pitch', () => {
  let app: RunningApp
  let browser: Browser
  // The parent's phone: a browser profile of its own, as a person's is. Chromium offers no installing, and so
  // checks nothing, in a private window, which is what a test's fresh browser context is.
  let profile: string
  let phone: BrowserContext
  let page: Page
  const errors: Error[] = []
  let teamId: string

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await startApp()
    const coachPage = await openPage(browser)
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, teamName)
    for (const player of squad) await api(coachPage, 'POST', '/api/players', player)
    profile = await mkdtemp(join(tmpdir(), 'teamspace-e2e-phone-'))
    phone = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
      viewport: { width: 375, height: 740 },
    })
    phone.setDefaultTimeout(waitTimeoutMs)
    page = phone.pages()[0] ?? (await phone.newPage())
    page.on('pageerror', (error) => errors.push(error))
    await joinTeamThroughApi(coachPage, page, app.baseUrl, parent, 'parent_guardian')
    teamId = (await api<{ user: { teamId: string } }>(page, 'GET', '/api/auth/session')).user.teamId
    await coachPage.close()
  })

  afterAll(async () => {
    await phone?.close()
    await browser?.close()
    await app?.stop()
    if (profile) await rm(profile, { recursive: true, force: true })
  })

  it('can be installed: Chromium finds nothing missing, and the manifest has a maskable icon', async () => {
    const cdp = await page.context().newCDPSession(page)
    // Chromium checks once the service worker is in place.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors).toEqual([])

    const { url, errors, data } = await cdp.send('Page.getAppManifest')
    expect(new URL(url).pathname).toBe('/manifest.webmanifest')
    expect(errors).toEqual([])
    const manifest = JSON.parse(data ?? '{}') as {
      name: string
      display: string
      start_url: string
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({ name: 'Team Space', display: 'standalone', start_url: '/' })
    const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable')
    expect(maskable.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
    for (const icon of manifest.icons) {
      const response = await page.request.get(`${app.baseUrl}${icon.src}`)
      expect(response.status(), icon.src).toBe(200)
    }
    await cdp.detach()
  })

  it('shows the dashboard and the roster last seen when there is no network, marked as of when', async () => {
    // A page load the service worker answers: the app keeps itself for the next start.
    await page.goto(`${app.baseUrl}/t/${teamId}/dashboard`)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await expect.poll(() => statValue(page, 'Team Players').innerText()).toBe('2')
    await page.goto(`${app.baseUrl}/t/${teamId}/players`)
    await page.getByRole('article', { name: 'Ivy Mensah' }).waitFor()
    // Kept on the device a moment after it showed, under this person's id and the team's.
    await expect
      .poll(async () =>
        (await keptOnDevice(page)).some(({ key, text }) => key.endsWith(`/${teamId}`) && text.includes('Noah Brandt')),
      )
      .toBe(true)

    await page.context().setOffline(true)
    await page.reload()
    // The shell, the roster and the status line, without a network.
    await page.getByRole('article', { name: 'Ivy Mensah' }).waitFor()
    await page.getByRole('article', { name: 'Noah Brandt' }).waitFor()
    const status = page.locator('.live-status--phone')
    await expect.poll(() => status.innerText()).toMatch(/^Offline — as of \d{1,2}:\d{2}/)
    expect(await status.getAttribute('role')).toBe('status')
    expect(await status.isVisible()).toBe(true)
    // Readable at 375 px: it fits beside the menu button, and the page does not scroll sideways.
    const [statusBox, menuBox] = await Promise.all([
      status.boundingBox(),
      page.getByRole('button', { name: 'Menu', exact: true }).boundingBox(),
    ])
    expect((statusBox?.x ?? 0) + (statusBox?.width ?? 0)).toBeLessThanOrEqual(menuBox?.x ?? 0)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await shootWidths(page, 'offline-roster', [375])
    await expectAccessible(page, 'the roster offline', [375])

    // The dashboard, opened from the menu, as it was last seen.
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await phoneMenu(page).getByRole('link', { name: 'Dashboard' }).click()
    await expect.poll(() => statValue(page, 'Team Players').innerText()).toBe('2')
    await expect.poll(() => status.innerText()).toMatch(/^Offline — as of /)

    // A start without a network on the dashboard's own address opens it too.
    await page.reload()
    await expect.poll(() => statValue(page, 'Team Players').innerText()).toBe('2')

    // Back online, the app is live again and the marking goes.
    await page.context().setOffline(false)
    await expect.poll(() => status.innerText()).toBe('Live')
    expect(errors).toEqual([])
  })

  it("paints a team page's frame and heading from the kept app before any script has run", async () => {
    // The installed app without a network: the service worker answers the page load. The page's own scripts are
    // off, so what shows is the HTML the worker answered with, and the heading is in it.
    const cdp = await page.context().newCDPSession(page)
    await page.context().setOffline(true)
    try {
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
      for (const [address, heading, subtitle] of [
        ['calendar', 'Team Calendar', 'Practices, games and team events.'],
        ['dashboard', 'Dashboard', undefined],
      ] as const) {
        const response = await page.goto(`${app.baseUrl}/t/${teamId}/${address}`)
        expect(response?.fromServiceWorker()).toBe(true)
        // The kept answer's policy still holds for the page the worker wrote.
        expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/)
        expect(await page.locator('main h1').innerText()).toBe(heading)
        expect(await page.locator('main h1').isVisible()).toBe(true)
        expect(await page.locator('.team-page-header__subtitle').allInnerTexts()).toEqual(subtitle ? [subtitle] : [])
        expect(await page.title()).toBe(`${heading} · Team Space`)
        expect(await page.locator('.top-bar').isVisible()).toBe(true)
      }
      // An address that is no titled page gets the kept shell as it is.
      await page.goto(`${app.baseUrl}/t/${teamId}`)
      expect(await page.locator('main h1').count()).toBe(0)
    } finally {
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: false })
      await cdp.detach()
      await page.context().setOffline(false)
    }
    expect(errors).toEqual([])
  })

  it('forgets what it kept of the person when they sign out', async () => {
    await page.goto(`${app.baseUrl}/t/${teamId}/players`)
    await page.getByRole('article', { name: 'Ivy Mensah' }).waitFor()
    await expect.poll(async () => (await keptOnDevice(page)).length).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await phoneMenu(page).getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    expect(await keptOnDevice(page)).toEqual([])

    // Offline on the roster's address, the next person sees no one's data: the app cannot reach the server.
    await page.context().setOffline(true)
    await page.goto(`${app.baseUrl}/t/${teamId}/players`)
    await page.getByRole('button', { name: /^(Try again|Retry)$/ }).waitFor()
    expect(await page.getByRole('article', { name: 'Ivy Mensah' }).count()).toBe(0)
    expect(await page.getByText(teamName).count()).toBe(0)
    await page.context().setOffline(false)
  })
})

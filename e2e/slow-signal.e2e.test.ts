import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from './support/api'
import { findChromium, launchBrowser, openPage, type TestPage } from './support/browser'
import { phoneMenu, waitForPath } from './support/navigation'
import { shoot } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, unique, type Person } from './support/sign-in'
import { startSignalProxy, type SignalProxy } from './support/signal-proxy'
import { waitTimeoutMs } from './support/timeouts'

const coach: Person = unique({ name: 'Dana Brooks', email: 'dana.brooks@example.com', password: 'corner-flag-12' })
const parent: Person = unique({ name: 'Alex Moreno', email: 'alex.moreno@example.com', password: 'throw-in-47' })
const thread = 'Away game lifts'
const message = 'Two seats free in our car for Saturday'

/** The phone's connection status in the top bar. */
const status = (page: Page) => page.locator('.live-status--phone')

/** Whether the device has kept the team's answers (saved a second after they arrive). */
const teamKept = (page: Page, teamId: string) =>
  page.evaluate(
    (teamId) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('teamspace-offline')
        open.onerror = () => reject(new Error(String(open.error)))
        open.onsuccess = () => {
          const keys = open.result.transaction('answers').objectStore('answers').getAllKeys()
          keys.onsuccess = () => {
            open.result.close()
            resolve(keys.result.some((key) => typeof key === 'string' && key.endsWith(`/${teamId}`)))
          }
        }
      }),
    teamId,
  )

/** Shoots the page at 375 px in the light and the dark theme. */
async function shootThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await shoot(page, `${name}-${colorScheme}`)
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

describe('one bar of signal: the phone says online, and the server never answers', () => {
  let app: SharedApp
  let browser: Browser
  let desk: TestPage
  let proxy: SignalProxy
  // The parent's phone: a browser profile of its own (so that the service worker installs), sending everything
  // through a proxy that can be made to hang.
  let profile: string
  let phone: BrowserContext
  let page: Page
  let teamId: string
  let threadId: string

  beforeAll(async () => {
    app = await sharedApp()
    browser = await launchBrowser()
    desk = await openPage(browser)
    await setUpTeamThroughApi(desk, app.baseUrl, coach, 'Riverside Rovers')
    threadId = (
      await api<{ id: string }>(desk, 'POST', '/api/chat/threads', { title: thread, description: 'Who drives' })
    ).id

    proxy = await startSignalProxy()
    profile = await mkdtemp(join(tmpdir(), 'teamspace-e2e-slow-phone-'))
    phone = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        `--proxy-server=${proxy.url}`,
        // Loopback is exempt from a proxy unless told otherwise: the app runs on it.
        '--proxy-bypass-list=<-loopback>',
      ],
      viewport: { width: 375, height: 740 },
    })
    phone.setDefaultTimeout(waitTimeoutMs)
    page = phone.pages()[0] ?? (await phone.newPage())
    await page.goto(`${app.baseUrl}/auth`)
    await joinTeamThroughApi(desk, page, app.baseUrl, parent, 'parent_guardian')
    teamId = (await api<{ user: { teamId: string } }>(page, 'GET', '/api/auth/session')).user.teamId
  })

  afterAll(async () => {
    proxy?.forward()
    await phone?.close()
    await browser?.close()
    await proxy?.close()
    if (profile) await rm(profile, { recursive: true, force: true })
  })

  it('reloads into the kept dashboard, marked "Slow signal", while the network hangs', async () => {
    // The worker in place and in charge of the page, and the dashboard seen (so kept), with signal.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.goto(`${app.baseUrl}/t/${teamId}/dashboard`)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expect.poll(() => page.locator('.stat-card').count()).toBeGreaterThan(0)
    await expect.poll(() => teamKept(page, teamId)).toBe(true)

    proxy.hang()
    await page.reload()
    // The app, its shell and the dashboard's kept numbers, with the network answering nothing all along.
    await status(page)
      .filter({ hasText: /^Slow signal — as of / })
      .waitFor()
    await page.getByRole('heading', { level: 1, name: /, Alex!$/ }).waitFor()
    expect(await page.locator('.stat-card').count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(true)
    expect(await page.evaluate(() => navigator.onLine)).toBe(true)
    expect(proxy.held()).toBeGreaterThan(0)
    expect(await page.getByRole('alert').count()).toBe(0)
    await shootThemes(page, 'slow-signal-dashboard')
  })

  it('opens a page it never kept inside the shell, says it is still loading, and loads it when answers come', async () => {
    await page.goto(`${app.baseUrl}/t/${teamId}/chat`)
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await menu.waitFor()
    await page.getByText('The signal may be weak: this page shows as soon as the server answers.').waitFor()
    await page.getByText('Still loading…').waitFor()
    await shootThemes(page, 'slow-signal-page-not-kept')

    // The navigation works: the kept dashboard opens from the menu, still without an answer from the network.
    await menu.click()
    await phoneMenu(page).getByRole('link', { name: 'Dashboard' }).click()
    await waitForPath(page, '/dashboard')
    await expect.poll(() => page.locator('.stat-card').count()).toBeGreaterThan(0)

    // The signal comes back: the chat opens.
    await page.goto(`${app.baseUrl}/t/${teamId}/chat`)
    proxy.forward()
    await page.getByRole('heading', { level: 1, name: 'Team Chat' }).waitFor()
    await page.getByText(thread).first().waitFor()
  })

  it('keeps a message sent on the hanging network in the outbox, and the server stores it once', async () => {
    const messages = async () =>
      (
        await api<{ messages: { content: string }[] }>(desk, 'GET', `/api/chat/threads/${threadId}/messages`)
      ).messages.filter((each) => each.content === message)

    await page.getByText(thread).first().click()
    const box = page.getByRole('textbox', { name: 'Message', exact: true })
    await box.waitFor()

    proxy.hang()
    await box.fill(message)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    // Past the save's deadline it is kept on the phone, said so under the top bar, and the box is free again.
    const strip = page.locator('.outbox-status')
    await strip.getByText('waiting for signal · 1 queued').waitFor()
    await expect.poll(() => box.inputValue()).toBe('')
    await shootThemes(page, 'slow-signal-message-queued')
    expect(await messages()).toEqual([])

    // The server answers again: the slow first attempt and the outbox's send both arrive, under one command id.
    proxy.forward()
    await expect.poll(() => messages().then((found) => found.length)).toBe(1)
    await strip.getByText('waiting for signal').waitFor({ state: 'detached' })
    await expect.poll(() => proxy.held()).toBe(0)
    // Everything held has landed: still one.
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true)
    expect(await messages()).toHaveLength(1)
  })
})

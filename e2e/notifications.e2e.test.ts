import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { launchBrowser, newContext } from './support/browser'
import { shootWidths } from './support/screenshots'
import { startApp, type RunningApp } from './support/server'
import { pushMessages } from '@teamspace/domain/push/push.constants'
import { setUpTeamThroughApi, signIn, type Person } from './support/sign-in'

const coach: Person = { name: 'Noor Haddad', email: 'noor@example.com', password: 'kickoff-2026' }

describe('notifications on this phone, in the profile', () => {
  let app: RunningApp
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    browser = await launchBrowser({ full: true })
    app = await startApp({ env: { AUTH_RATE_LIMIT: '200' } })
    page = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage()
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  it('says plainly that notifications are not available while the app has no service worker', async () => {
    await setUpTeamThroughApi(page, app.baseUrl, coach, 'Harbor Lights U12')
    await page.goto(`${app.baseUrl}/profile`)
    const card = page.getByRole('region', { name: 'Notifications on this phone' })
    await card.getByText('Notifications are not available yet.', { exact: false }).waitFor()
    expect(await card.getByRole('button', { name: 'Turn on notifications' }).count()).toBe(0)
    // The kinds are the member's, whatever the device: they may be chosen before any device is on.
    const news = card.getByRole('checkbox', { name: 'New news posts' })
    await news.uncheck()
    await card.getByText(pushMessages.saved).waitFor()
    await page.reload()
    await expect.poll(() => news.isChecked()).toBe(false)
    await expectAccessible(page, 'profile with the notifications card')
    await shootWidths(page, 'profile-notifications')
  })

  it('offers to turn them on once the service worker is in place, and says so plainly when the person says no', async () => {
    const phone = await newContext(browser, { viewport: { width: 375, height: 760 }, serviceWorkers: 'allow' })
    const phonePage = await phone.newPage()
    await phonePage.goto(app.baseUrl)
    await signIn(phonePage, coach)
    await phonePage.waitForURL((url) => url.pathname.endsWith('/dashboard'))
    await phonePage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await phonePage.goto(`${app.baseUrl}/profile`)
    const card = phonePage.getByRole('region', { name: 'Notifications on this phone' })
    await card.getByText(pushMessages.intro).waitFor()
    // Chromium without a person to ask answers the permission prompt with a no.
    await card.getByRole('button', { name: pushMessages.turnOn }).click()
    await card.getByText(pushMessages.denied).waitFor()
    await expectAccessible(phonePage, 'notifications blocked', [375])
    await phone.close()
  })

  it('says in words that a browser without a push service cannot get them, and keeps the kinds in reach', async () => {
    // Allowed, but this Chromium has no push service to subscribe with (as some privacy browsers have none).
    const phone = await newContext(browser, {
      viewport: { width: 375, height: 760 },
      serviceWorkers: 'allow',
      permissions: ['notifications'],
    })
    const phonePage = await phone.newPage()
    await phonePage.goto(app.baseUrl)
    await signIn(phonePage, coach)
    await phonePage.waitForURL((url) => url.pathname.endsWith('/dashboard'))
    await phonePage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await phonePage.goto(`${app.baseUrl}/profile`)
    const card = phonePage.getByRole('region', { name: 'Notifications on this phone' })
    await card.getByRole('button', { name: pushMessages.turnOn }).click()
    await card.getByText(pushMessages.noPushService).waitFor()
    await card.getByRole('checkbox', { name: 'New news posts' }).check()
    await card.getByText(pushMessages.saved).waitFor()
    await expectAccessible(phonePage, 'no push service', [375])
    await phone.close()
  })
})

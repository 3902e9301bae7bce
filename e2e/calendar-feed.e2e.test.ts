import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { launchBrowser, newContext, type PageErrors } from './support/browser'
import { field, fillFields } from './support/fields'
import { waitForPath } from './support/navigation'
import { shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { unique, type Person } from './support/sign-in'

type TestPage = Page & PageErrors

const coach: Person = unique({ name: 'Dana Whitfield', email: 'dana@example.com', password: 'kickoff-2026' })

const subscription = (page: Page) => page.getByRole('region', { name: 'Calendar subscription' })
const mailSettings = (page: Page) => page.getByRole('region', { name: 'Schedule change e-mails' })
const linkField = (scope: Locator) => scope.getByLabel('Your calendar link')

/** The feed as a calendar app fetches it: no cookie, just the link. */
const fetchFeed = (url: string) => fetch(url, { headers: { Accept: 'text/calendar' } })

describe('calendar subscription and schedule e-mails in the profile', () => {
  let app: SharedApp
  let browser: Browser
  let page: TestPage
  /** A calendar link as the profile shows it. */
  const feedLink = () => new RegExp(`^${app.baseUrl}/api/calendar-feed/[a-z0-9]{32}/team\\.ics$`)

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl })
    const opened = await context.newPage()
    const errors: Error[] = []
    opened.on('pageerror', (error) => errors.push(error))
    page = Object.assign(opened, { errors })
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('makes a private calendar link, shows it once, copies it, and serves the team calendar at it', async () => {
    await page.goto(`${app.baseUrl}/auth?mode=setup`)
    await fillFields(page, {
      'Your name': coach.name,
      Email: coach.email,
      Password: coach.password,
      'Confirm password': coach.password,
      'Team name': 'Maple Grove Foxes',
    })
    await field(page, 'Age group').selectOption('U10')
    await page.getByRole('button', { name: 'Create Team' }).click()
    await waitForPath(page, '/dashboard')

    await page.goto(`${app.baseUrl}/profile`)
    const card = subscription(page)
    await card.getByText('You have no calendar link yet.').waitFor()
    await card.getByRole('button', { name: 'Create calendar link' }).click()
    const shown = linkField(card)
    await expect.poll(() => shown.inputValue()).toMatch(feedLink())
    const url = await shown.inputValue()
    await card.getByText('Copy it now: for your privacy it is shown only this once.', { exact: false }).waitFor()
    await expect
      .poll(() => card.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href'))
      .toBe(url.replace(/^http:\/\//, 'webcal://'))

    await card.getByRole('button', { name: 'Copy link' }).click()
    const copied = card.getByText('Calendar link copied to clipboard!')
    await copied.waitFor()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    // The notice goes after the spec's 2 seconds.
    await copied.waitFor({ state: 'detached' })

    const feed = await fetchFeed(url)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const text = await feed.text()
    expect(text).toContain('BEGIN:VCALENDAR')
    expect(text).toContain('X-WR-CALNAME:Maple Grove Foxes (Team Space)')

    await expectAccessible(page, 'profile with a new calendar link')
    await shootWidths(page, 'profile-calendar-link')
    expect(page.errors).toEqual([])
  })

  it('cannot show the link again, and resets it only after asking: the old link stops at once', async () => {
    const old = await linkField(subscription(page)).inputValue()
    await page.reload()
    const card = subscription(page)
    await card.getByText(/^You made a calendar link on \w{3} \d{1,2}, \d{4}\. It cannot be shown again/).waitFor()
    await expect.poll(() => linkField(card).count()).toBe(0)

    await card.getByRole('button', { name: 'Reset link' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reset calendar link?' })
    await dialog
      .getByText('Calendars subscribed with the current link stop updating at once', { exact: false })
      .waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect((await fetchFeed(old)).status).toBe(200)

    await card.getByRole('button', { name: 'Reset link' }).click()
    await dialog.getByRole('button', { name: 'Reset link' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => linkField(card).inputValue()).toMatch(feedLink())
    const fresh = await linkField(card).inputValue()
    expect(fresh).not.toBe(old)
    expect((await fetchFeed(old)).status).toBe(404)
    expect((await fetchFeed(fresh)).status).toBe(200)
    expect(page.errors).toEqual([])
  })

  it('lets the member turn schedule-change e-mails off and on again', async () => {
    const settings = mailSettings(page)
    const box = settings.getByRole('checkbox', {
      name: /E-mail me when an event in the next 14 days changes time or place, or is cancelled/,
    })
    await expect.poll(() => box.isChecked()).toBe(true)
    await box.uncheck()
    await settings.getByText('Profile updated successfully!').waitFor()
    await page.reload()
    await expect.poll(() => mailSettings(page).getByRole('checkbox').isChecked()).toBe(false)
    await mailSettings(page).getByRole('checkbox').check()
    await mailSettings(page).getByText('Profile updated successfully!').waitFor()
    await page.setViewportSize({ width: 375, height: 800 })
    await expectAccessible(page, 'profile with its calendar and e-mail settings', [375])
    await shootWidths(page, 'profile-settings', [375])
    expect(page.errors).toEqual([])
  })
})

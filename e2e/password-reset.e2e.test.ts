import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { launchBrowser, openPage } from './support/browser'
import { expectFieldError, field, fillFields } from './support/fields'
import { startMailbox, type Mailbox } from './support/mailbox'
import { pathOf, waitForPath } from './support/navigation'
import { shootWidths } from './support/screenshots'
import { startApp, type RunningApp } from './support/server'
import { signIn } from './support/sign-in'

const coach = { name: 'Jordan Lee', email: 'jordan@example.com', password: 'first-whistle' }

describe('passwords: forgotten and changed', () => {
  let app: RunningApp
  let browser: Browser
  let mailbox: Mailbox

  beforeAll(async () => {
    browser = await launchBrowser()
    mailbox = await startMailbox()
    app = await startApp({ env: { SMTP_URL: mailbox.url } })
    const response = await fetch(`${app.baseUrl}/api/auth/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.baseUrl },
      body: JSON.stringify({ ...coach, teamName: 'Lakeside United', ageGroup: 'U14', timeZone: 'UTC' }),
    })
    expect(response.status).toBe(201)
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
    await mailbox?.close()
  })

  it('resets a forgotten password from the e-mailed link and signs in', async () => {
    const page = await openPage(browser, { width: 375 })
    await page.goto(`${app.baseUrl}/auth`)
    await field(page, 'Email').fill(coach.email)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText('If an account exists for that email, we have sent a link to reset the password.').waitFor()

    const mail = await mailbox.waitFor(coach.email)
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0]
    expect(link).toBeDefined()
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, app.baseUrl))
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor()
    await fillFields(page, { 'New password': 'abc', 'Confirm new password': 'abd' })
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expectFieldError(page, 'New password', 'Password must be at least 6 characters')
    await expectFieldError(page, 'Confirm new password', 'Passwords do not match')
    await expectAccessible(page, 'reset-password')
    await shootWidths(page, 'reset-password')

    // The live socket's first hello refreshes the session. That read must reach the server: the session the page
    // preloaded while nobody was signed in is not an answer to it.
    const sessionRefreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'))
    await fillFields(page, { 'New password': 'extra-time', 'Confirm new password': 'extra-time' })
    await page.getByRole('button', { name: 'Save new password' }).click()
    await waitForPath(page, '/dashboard')
    expect((await (await sessionRefreshed).json()) as unknown).toMatchObject({ user: { name: 'Jordan Lee' } })
    await page.getByRole('heading', { level: 1, name: /, Jordan!$/ }).waitFor()
    expect(pathOf(page)).toBe('/dashboard')
    coach.password = 'extra-time'

    await page.goto(link!.replace(/^https?:\/\/[^/]+/, app.baseUrl))
    await fillFields(page, { 'New password': 'once-more', 'Confirm new password': 'once-more' })
    await page.getByRole('button', { name: 'Save new password' }).click()
    await page.getByText('This reset link is invalid or has expired. Please ask for a new one.').waitFor()
    expect(page.errors).toEqual([])
    await page.close()
  })

  it('changes the password from the profile, checking the current one', async () => {
    const page = await openPage(browser)
    await page.goto(`${app.baseUrl}/profile`)
    await waitForPath(page, '/auth')
    await signIn(page, coach)
    await waitForPath(page, '/profile')

    await fillFields(page, {
      'Current password': 'not-it',
      'New password': 'penalty-kick',
      'Confirm new password': 'penalty-kick',
    })
    await page.getByRole('button', { name: 'Change password' }).click()
    // The wording is the server's (it sends the message for the field); what matters is where it shows.
    await expect.poll(() => field(page, 'Current password').getAttribute('aria-invalid')).toBe('true')

    await field(page, 'Current password').fill(coach.password)
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Your password has been changed.').waitFor()
    await expect.poll(() => field(page, 'Current password').inputValue()).toBe('')
    expect(page.errors).toEqual([])
    await page.close()
  })
})

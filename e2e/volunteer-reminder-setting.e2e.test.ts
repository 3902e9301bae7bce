import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { waitForPath } from './support/navigation'
import { shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { setUpTeamThroughApi, unique, type Person } from './support/sign-in'

const coach: Person = unique({ name: 'Robin Vale', email: 'robin.vale@example.com', password: 'corner-kick-7' })

/** The profile's setting of the volunteer reminder mails: on until the member turns it off, team by team. */
describe('the volunteer reminder e-mails in the profile', () => {
  let app: SharedApp
  let browser: Browser
  let page: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    page = await openZonedPage(browser, 'Europe/London')
    await setUpTeamThroughApi(page, app.baseUrl, coach, 'Meadow Rangers')
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('is on at first, and turning it off is kept', async () => {
    await page.goto(`${app.baseUrl}/profile`)
    await waitForPath(page, '/profile')
    const setting = page.getByRole('checkbox', { name: /E-mail me the day before a volunteer job I signed up for/ })
    await expect.poll(() => setting.isChecked()).toBe(true)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await shootWidths(page, `volunteer-reminder-setting-${colorScheme}`)
    }
    await expectAccessible(page, 'the profile with the volunteer reminder setting')

    await setting.uncheck()
    await expect
      .poll(async () => (await api<{ enabled: boolean }>(page, 'GET', '/api/volunteer-reminder-emails')).enabled)
      .toBe(false)
    await page.reload()
    await expect.poll(() => setting.isChecked()).toBe(false)
    expect(page.errors).toEqual([])
  })

  it('speaks German and Spanish', async () => {
    await page.emulateMedia({ colorScheme: 'light' })
    for (const [language, label] of [
      ['de', /Schick mir am Tag vorher eine E-Mail, wenn ich mich für einen Helfereinsatz eingetragen habe/],
      ['es', /Envíame un correo el día antes de una tarea de voluntariado en la que me apunté/],
    ] as const) {
      await api(page, 'PUT', '/api/account/language', { language })
      await page.goto(`${app.baseUrl}/profile`)
      await waitForPath(page, '/profile')
      await page.getByRole('checkbox', { name: label }).waitFor()
      await shootWidths(page, `volunteer-reminder-setting-${language}`)
    }
    expect(page.errors).toEqual([])
  })
})

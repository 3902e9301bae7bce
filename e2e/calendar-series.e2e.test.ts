import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { labelled } from './support/fields'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shoot } from './support/screenshots'
import { joinTeamThroughApi, type Person, setUpTeamThroughApi, unique } from './support/sign-in'

const coach: Person = unique({ name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' })

// Berlin's clocks go forward on 28 March 2027: eight weeks of Tuesdays and Thursdays from 16 March cross it, and
// every practice must still start at 17:30 on the wall clock.
const teamZone = 'Europe/Berlin'
const firstTuesday = '2027-03-16'

interface ApiEvent {
  id: string
  title: string
  date: string
  time: string
  location: string
}

const practiceCards = (page: Page) => page.locator('.event-card', { hasText: 'Practice' })
const listed = async (page: Page) =>
  (await api<{ upcoming: ApiEvent[] }>(page, 'GET', '/api/calendar-events')).upcoming.filter(
    (event) => event.title === 'Practice',
  )
/** The list's card of the practice on a day ("Mar 25"), of 2027. */
const cardOn = (page: Page, day: string) => page.getByRole('button', { name: new RegExp(`Practice.*${day}, 2027,`) })

describe('a repeating practice', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  let mayaId: string

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    coachPage = await openZonedPage(browser, teamZone)
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Lakeside Otters')
    parentPage = await openZonedPage(browser, teamZone, { width: 375 })
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    const maya = await api<{ id: string }>(coachPage, 'POST', '/api/players', {
      name: 'Maya Lopez',
      jerseyNumber: 7,
      position: 'Forward',
      parentEmails: [parent.email],
    })
    mayaId = maya.id
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('is scheduled every Tuesday and Thursday 17:30–18:45 for eight weeks in one dialog', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/calendar?view=list`)
    await page.getByRole('button', { name: '+ Schedule Event' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Schedule Event' })
    await labelled(dialog, 'Title').fill('Practice')
    await labelled(dialog, 'Date').fill(firstTuesday)
    await labelled(dialog, 'Time').fill('17:30')
    await labelled(dialog, 'End').fill('18:45')
    await labelled(dialog, 'Location').fill('North Field')
    await dialog.getByRole('checkbox', { name: /^Repeats/ }).check()
    // The first date's weekday is chosen already; Thursday is added.
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Tuesday' }).isChecked()).toBe(true)
    await dialog.getByRole('checkbox', { name: 'Thursday' }).check()
    await labelled(dialog, 'Number of events').fill('16')
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await shoot(page, 'calendar-series-form')
    }
    await page.emulateMedia({ colorScheme: 'dark' })
    await shoot(page, 'calendar-series-form-dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expectAccessible(page, 'the event form with Repeats on')
    await page.setViewportSize({ width: 1280, height: 800 })
    await dialog.getByRole('button', { name: 'Create Event' }).click()
    await dialog.waitFor({ state: 'detached' })

    // The list shows sixteen, each at 5:30 PM–6:45 PM on Berlin's clock, before and after the clocks change.
    await expect.poll(() => practiceCards(page).count()).toBe(16)
    const texts = await practiceCards(page).allInnerTexts()
    expect(texts.every((text) => text.includes('5:30 PM–6:45 PM'))).toBe(true)
    await cardOn(page, 'Mar 30').first().waitFor()

    // The month view: five in March, nine in April, two in May.
    await page.goto(`${app.baseUrl}/calendar?view=month&month=2027-03`)
    // The month's own days only: the grid's six weeks show the next month's first days as well.
    const chips = () => page.locator('.month-day:not(.month-day--outside) .event-chip', { hasText: 'Practice' })
    await expect.poll(() => chips().count()).toBe(5)
    await page.getByRole('button', { name: 'Next month' }).click()
    await expect.poll(() => chips().count()).toBe(9)
    await page.getByRole('button', { name: 'Next month' }).click()
    await expect.poll(() => chips().count()).toBe(2)
    await expect.poll(() => chips().first().getAttribute('class')).toContain('event-chip--practice')
    expect(page.errors).toEqual([])
  })

  it('keeps a Thursday moved on its own when the whole series moves, and a family’s answer for week 3', async () => {
    const page = coachPage
    const weekThree = (await listed(page)).find((event) => event.date === '2027-03-30')!
    await api(parentPage, 'PUT', `/api/calendar-events/${weekThree.id}/availability/${mayaId}`, { answer: 'going' })

    await page.goto(`${app.baseUrl}/calendar?view=list`)
    await cardOn(page, 'Mar 25').click()
    await page.getByRole('dialog', { name: 'Practice' }).getByRole('button', { name: 'Edit' }).click()
    let dialog = page.getByRole('dialog', { name: 'Edit Event' })
    await expect.poll(() => dialog.getByRole('radio', { name: 'This event' }).isChecked()).toBe(true)
    await labelled(dialog, 'Date').fill('2027-03-26')
    await labelled(dialog, 'Time').fill('18:00')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.keyboard.press('Escape')

    await cardOn(page, 'Mar 16').click()
    await page.getByRole('dialog', { name: 'Practice' }).getByRole('button', { name: 'Edit' }).click()
    dialog = page.getByRole('dialog', { name: 'Edit Event' })
    await dialog.getByRole('radio', { name: 'All events' }).check()
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Thursday' }).isChecked()).toBe(true)
    await labelled(dialog, 'Location').fill('Indoor Hall')
    await page.setViewportSize({ width: 375, height: 900 })
    await shoot(page, 'calendar-series-scope')
    await page.setViewportSize({ width: 1280, height: 800 })
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.keyboard.press('Escape')

    await expect
      .poll(async () => (await listed(page)).filter((event) => event.location === 'Indoor Hall').length)
      .toBe(15)
    const moved = (await listed(page)).find((event) => event.date === '2027-03-26')
    expect(moved).toMatchObject({ time: '18:00', location: 'North Field' })
    await cardOn(page, 'Mar 26').waitFor()

    const answers = await api<{ players: { playerId: string; answer: string | null }[] }>(
      parentPage,
      'GET',
      `/api/calendar-events/${weekThree.id}/availability`,
    )
    expect(answers.players.find((player) => player.playerId === mayaId)?.answer).toBe('going')
    expect(page.errors).toEqual([])
  })

  it('cancels this and the following events from week 6, leaving ten, also on the parent’s phone', async () => {
    const page = coachPage
    await cardOn(page, 'Apr 20').click()
    await page.getByRole('dialog', { name: 'Practice' }).getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete Event' })
    await confirm.getByRole('radio', { name: 'This and following events' }).check()
    await confirm.getByRole('button', { name: 'Delete Event' }).click()
    await confirm.waitFor({ state: 'detached' })
    await expect.poll(() => practiceCards(page).count()).toBe(10)

    await parentPage.goto(`${app.baseUrl}/calendar?view=list`)
    await expect.poll(() => practiceCards(parentPage).count()).toBe(10)
    await parentPage
      .getByRole('button', { name: /Repeats every Tuesday and Thursday/ })
      .first()
      .waitFor()
    await expectAccessible(parentPage, 'the list of a repeating practice, as a parent')
    expect(parentPage.errors).toEqual([])
  })
})

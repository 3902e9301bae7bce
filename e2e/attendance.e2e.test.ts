import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api, apiCall } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { dayIn, shortDate } from './support/dates'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shootWidths } from './support/screenshots'
import { joinTeamThroughApi, type Person, setUpTeamThroughApi, unique } from './support/sign-in'

const coach: Person = unique({ name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' })
const teamZone = 'America/Denver'

const squad = [
  { name: 'Ava Brooks', jerseyNumber: 4, position: 'Defender' },
  { name: 'Leo Chen', jerseyNumber: 10, position: 'Midfielder' },
  { name: 'Maya Lopez', jerseyNumber: 7, position: 'Forward', parentEmails: [parent.email] },
  { name: 'Sam Okafor', jerseyNumber: 1, position: 'Goalkeeper' },
]

/** The three tiles at the top, label to value. */
async function tiles(page: Page) {
  const tiles = page.locator('.attendance-tile')
  await tiles.first().waitFor()
  const labels = await tiles.locator('dt').allInnerTexts()
  const values = await tiles.locator('dd').allInnerTexts()
  return Object.fromEntries(labels.map((label, index) => [label, values[index]]))
}

/** The Player Stats list, name to percentage. */
async function playerStats(page: Page) {
  const rows = page.getByRole('region', { name: 'Player Stats' }).locator('.attendance-stats__row')
  await rows.first().waitFor()
  const names = await rows.locator('.attendance-stats__name').allInnerTexts()
  const figures = await rows.locator('.attendance-stats__figure strong').allInnerTexts()
  return Object.fromEntries(names.map((name, index) => [name, figures[index]]))
}

const playerRow = (page: Page, name: string): Locator => page.getByRole('group', { name: new RegExp(name) })

/** Which status button of each player is pressed, name to status. */
async function statuses(page: Page) {
  const result: Record<string, string> = {}
  for (const { name } of squad) {
    const checked = playerRow(page, name).getByRole('radio', { checked: true })
    result[name] = (await checked.getAttribute('value')) ?? ''
  }
  return result
}

describe('taking attendance', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  const eventIds = new Map<string, string>()

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
  })

  afterAll(async () => {
    await browser?.close()
  })

  const schedule = async (title: string, type: 'game' | 'practice' | 'event', days: number) => {
    const { id } = await api<{ id: string }>(coachPage, 'POST', '/api/calendar-events', {
      title,
      type,
      date: dayIn(teamZone, days),
      time: '17:00',
      location: 'Lakeside Park',
      opponent: type === 'game' ? 'Eastside United' : '',
    })
    eventIds.set(title, id)
  }

  it('starts each player from the family’s answer: Not going is excused', async () => {
    coachPage = await openZonedPage(browser, teamZone)
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Lakeside Otters')
    for (const player of squad) await api(coachPage, 'POST', '/api/players', player)
    const roster = await api<{ id: string; name: string }[]>(coachPage, 'GET', '/api/players')
    const playerId = (name: string) => roster.find((player) => player.name === name)!.id

    parentPage = await openZonedPage(browser, teamZone, { width: 375 })
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')

    await schedule('Tuesday practice', 'practice', 1)
    await schedule('League match', 'game', 2)
    await schedule('Friday practice', 'practice', 3)
    // A team event takes no attendance.
    await schedule('Team barbecue', 'event', 4)
    await api(
      parentPage,
      'PUT',
      `/api/calendar-events/${eventIds.get('Tuesday practice')}/availability/${playerId('Maya Lopez')}`,
      { answer: 'not-going', note: 'Dentist' },
    )

    const page = coachPage
    await page.goto(`${app.baseUrl}/attendance`)
    await page.getByRole('heading', { level: 1, name: 'Attendance' }).waitFor()
    // Nothing recorded yet: a dash, said in words to a screen reader, not "0%" as if nobody came.
    await expect
      .poll(() => tiles(page))
      .toEqual({ 'Total Events': '3', 'Average Attendance': expect.stringMatching(/^–/), 'Total Players': '4' })
    await page.locator('.attendance-tile dd').getByText('No attendance recorded yet', { exact: true }).waitFor()
    await expect
      .poll(() => page.getByLabel('Event', { exact: true }).locator('option').allInnerTexts())
      .toEqual([
        `${shortDate(dayIn(teamZone, 3))} · Practice: Friday practice`,
        `${shortDate(dayIn(teamZone, 2))} · Game: League match`,
        `${shortDate(dayIn(teamZone, 1))} · Practice: Tuesday practice`,
      ])
    // None has begun: the page opens on the soonest.
    await expect
      .poll(() => page.getByLabel('Event', { exact: true }).inputValue())
      .toBe(eventIds.get('Tuesday practice'))
    await playerRow(page, 'Maya Lopez').getByText('from the family’s answer').waitFor()
    await expect
      .poll(() => statuses(page))
      .toEqual({
        'Ava Brooks': 'present',
        'Leo Chen': 'present',
        'Maya Lopez': 'excused',
        'Sam Okafor': 'present',
      })
    expect(page.errors).toEqual([])
  })

  it('saves each event’s statuses, and the tiles and percentages follow', async () => {
    const page = coachPage
    await playerRow(page, 'Leo Chen').getByRole('radio', { name: 'Absent' }).check()
    await page.getByRole('button', { name: 'Save Attendance' }).click()
    await page.getByRole('status').filter({ hasText: 'Attendance saved successfully!' }).waitFor()
    await expect.poll(() => tiles(page)).toMatchObject({ 'Average Attendance': '50%' })

    await page.getByLabel('Event', { exact: true }).selectOption(eventIds.get('League match')!)
    await playerRow(page, 'Sam Okafor').getByRole('radio', { name: 'Late' }).check()
    await page.getByRole('button', { name: 'Save Attendance' }).click()
    await page.getByRole('status').filter({ hasText: 'Attendance saved successfully!' }).waitFor()

    await page.getByLabel('Event', { exact: true }).selectOption(eventIds.get('Friday practice')!)
    await page.getByRole('button', { name: 'Save Attendance' }).click()
    await page.getByRole('status').filter({ hasText: 'Attendance saved successfully!' }).waitFor()

    // 9 present of 12 records; Sam was late once, which is not present.
    await expect
      .poll(() => tiles(page))
      .toEqual({ 'Total Events': '3', 'Average Attendance': '75%', 'Total Players': '4' })
    await expect
      .poll(() => playerStats(page))
      .toEqual({ 'Ava Brooks': '100%', 'Leo Chen': '67%', 'Maya Lopez': '67%', 'Sam Okafor': '67%' })

    // Going back to the first event shows it as saved.
    await page.getByLabel('Event', { exact: true }).selectOption(eventIds.get('Tuesday practice')!)
    await expect
      .poll(() => statuses(page))
      .toEqual({
        'Ava Brooks': 'present',
        'Leo Chen': 'absent',
        'Maya Lopez': 'excused',
        'Sam Okafor': 'present',
      })
    await expect.poll(() => playerRow(page, 'Maya Lopez').getByText('from the family’s answer').count()).toBe(0)
    await shootWidths(page, 'attendance')
    await expectAccessible(page, 'the attendance page')

    // A parent sees the same figures.
    await parentPage.goto(`${app.baseUrl}/attendance`)
    await expect.poll(() => playerStats(parentPage)).toMatchObject({ 'Leo Chen': '67%' })
    expect(page.errors).toEqual([])
  })

  it('lets a parent see attendance but not take it, and the server refuses them', async () => {
    const page = parentPage
    await page.getByText('Only coaches can take attendance.').waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Save Attendance' }).isDisabled()).toBe(true)
    for (const radio of await playerRow(page, 'Leo Chen').getByRole('radio').all()) {
      await expect.poll(() => radio.isDisabled()).toBe(true)
    }
    await expectAccessible(page, 'the attendance page, as a parent', [375])
    const refused = await apiCall(page, 'PUT', `/api/attendance/${eventIds.get('Tuesday practice')}`, {
      records: [],
    })
    expect(refused.status).toBe(403)
    await expect.poll(() => tiles(page)).toMatchObject({ 'Average Attendance': '75%' })
    expect(page.errors).toEqual([])
  })

  it('updates a parent’s page live when a coach saves again', async () => {
    await coachPage.getByLabel('Event', { exact: true }).selectOption(eventIds.get('Tuesday practice')!)
    await playerRow(coachPage, 'Leo Chen').getByRole('radio', { name: 'Present' }).check()
    await coachPage.getByRole('button', { name: 'Save Attendance' }).click()
    await coachPage.getByRole('status').filter({ hasText: 'Attendance saved successfully!' }).waitFor()
    // 10 of 12 present now.
    await expect.poll(() => tiles(parentPage)).toMatchObject({ 'Average Attendance': '83%' })
    await expect.poll(() => playerStats(parentPage)).toMatchObject({ 'Leo Chen': '100%' })
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiCall } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { dayIn, hourIn } from './support/dates'
import { startAppKeepingData, type AppWithKeptData } from './support/server'
import { joinTeamThroughApi, setUpTeamThroughApi, type Person } from './support/sign-in'

const coach: Person = { name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' }
const robin: Person = { name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' }

const teamZone = hourIn('America/Chicago') >= 1 ? 'America/Chicago' : 'Asia/Tokyo'
const remind = 'Remind the ones who haven’t answered'

const detailOf = (page: Page) => page.getByRole('dialog')

describe('availability reminders and “Got it”', () => {
  let app: AppWithKeptData
  let browser: Browser
  let coachPage: TestPage
  let robinPage: TestPage
  let gameId = ''
  const game = {
    title: 'Cup Final',
    type: 'game',
    date: dayIn(teamZone, 5),
    time: '17:00',
    location: 'Lakeside Park',
    opponent: 'Eastside United',
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await startAppKeepingData({ env: { AUTH_RATE_LIMIT: '200' } })
    coachPage = await openZonedPage(browser, teamZone)
    robinPage = await openZonedPage(browser, teamZone, { width: 375 })
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Lakeside Otters')
    await joinTeamThroughApi(coachPage, robinPage, app.baseUrl, robin, 'parent_guardian')
    await api(coachPage, 'POST', '/api/players', { name: 'Mia Lopez', parentEmails: [robin.email] })
    gameId = (await api<{ id: string }>(coachPage, 'POST', '/api/calendar-events', game)).id
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  it('lets the coach choose 24 hours before in the team settings', async () => {
    await coachPage.goto(`${app.baseUrl}/team-settings`)
    await coachPage.getByLabel('Remind families who haven’t answered').selectOption({ label: '24 hours before' })
    await coachPage.getByText('Reminder setting saved.').waitFor()
    expect(await api(coachPage, 'GET', '/api/reminder-settings')).toEqual({ leadHours: 24 })
  })

  it('reminds by hand once, and says when the next may go', async () => {
    await coachPage.goto(`${app.baseUrl}/calendar?event=${gameId}`)
    const dialog = detailOf(coachPage)
    await dialog.getByText('1 child not answered · 1 family member will be reminded').waitFor()
    await dialog.getByRole('button', { name: remind }).click()
    await dialog.getByText('Reminded the families of 1 child (1 member).').waitFor()
    await dialog.getByRole('button', { name: remind }).click()
    await dialog.getByText(/A reminder went out less than 12 hours ago\. You can send the next one after/).waitFor()
  })

  it('asks the family to confirm a move, and shows the coach who has seen it', async () => {
    const moved = await apiCall(coachPage, 'PUT', `/api/calendar-events/${gameId}`, {
      ...game,
      location: 'North Field',
      version: 1,
    })
    expect(moved.status).toBe(200)

    await robinPage.goto(`${app.baseUrl}/calendar?event=${gameId}`)
    const notice = detailOf(robinPage).getByText('This game is now at North Field (was Lakeside Park).')
    await notice.waitFor()
    await detailOf(robinPage).getByRole('button', { name: 'Got it' }).click()
    await notice.waitFor({ state: 'detached' })

    await coachPage.goto(`${app.baseUrl}/calendar?event=${gameId}`)
    await detailOf(coachPage).getByText('Seen by 1 of 1').waitFor()
  })
})

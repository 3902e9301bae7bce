import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, openPage, openZonedPage, type TestPage } from './support/browser'
import { teamOfPage } from './support/navigation'
import { shoot } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, unique, type Person } from './support/sign-in'

const riversideCoach: Person = unique({ name: 'Casey Morgan', email: 'casey@example.com', password: 'kickoff-2026' })
const hillsideCoach: Person = unique({ name: 'Hale Brooks', email: 'hale@example.com', password: 'corner-kick-7' })
const parent: Person = unique({ name: 'Pat Rivera', email: 'pat@example.com', password: 'halftime-9' })

const riverside = 'Riverside Rockets'
const hillside = 'Hillside Hawks'
const gameDay = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
const practiceDay = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** The team of the page once it shows a team's page. */
async function teamShown(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith('/t/'))
  return teamOfPage(page)!
}

/** 'Sunday, March 8, 2026': how the month view's day buttons begin. */
const spokenDay = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

const eventCard = (page: Page, title: string) => page.locator('.event-card', { hasText: title })

describe("the calendar, the dashboard and the sign-ups across a person's teams", () => {
  let app: SharedApp
  let browser: Browser
  let riversidePage: TestPage
  let hillsidePage: TestPage
  let parentPage: TestPage
  let riversideId: string
  let hillsideId: string

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()

    riversidePage = await openPage(browser)
    await setUpTeamThroughApi(riversidePage, app.baseUrl, riversideCoach, riverside)
    riversideId = await teamShown(riversidePage)
    // Hillside plays three hours behind Riverside's clock.
    hillsidePage = await openZonedPage(browser, 'America/Los_Angeles')
    await setUpTeamThroughApi(hillsidePage, app.baseUrl, hillsideCoach, hillside)
    hillsideId = await teamShown(hillsidePage)

    parentPage = await openZonedPage(browser, 'America/New_York')
    await joinTeamThroughApi(riversidePage, parentPage, app.baseUrl, parent, 'parent_guardian')
    const game = { type: 'game', date: gameDay, time: '10:00', location: 'North Field' }
    await api(riversidePage, 'POST', '/api/calendar-events', { ...game, title: 'Riverside cup game' })
    await api(riversidePage, 'POST', '/api/calendar-events', {
      type: 'practice',
      date: practiceDay,
      time: '17:30',
      location: 'South Field',
      title: 'Riverside practice',
    })
    await api(hillsidePage, 'POST', '/api/calendar-events', {
      ...game,
      title: 'Hillside cup game',
      usualVolunteerNeeds: true,
    })

    // The parent joins Hillside too, signed in (the session moves there), and signs up to help with its game.
    const { code } = await api<{ code: string }>(hillsidePage, 'POST', '/api/invites', {
      relationship: 'parent_guardian',
    })
    await api(parentPage, 'POST', '/api/auth/join', { role: 'parent', inviteCode: code })
    const { needs } = await api<{ needs: { id: string }[] }>(parentPage, 'GET', '/api/volunteer-needs')
    await api(parentPage, 'POST', `/api/volunteer-needs/${needs[0]!.id}/sign-up`, { note: '' })
  })

  afterAll(async () => {
    await browser?.close()
  })

  it("shows every team's events in one list and one month, each named with its team, and opens one in its team", async () => {
    const page = parentPage
    await page.goto(`${app.baseUrl}/t/${riversideId}/calendar?view=list`)
    await page.getByRole('button', { name: 'All my teams' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('scope')).toBe('all')

    await eventCard(page, 'Hillside cup game').waitFor()
    expect(await eventCard(page, 'Hillside cup game').innerText()).toContain(hillside)
    expect(await eventCard(page, 'Riverside cup game').innerText()).toContain(riverside)
    expect(await eventCard(page, 'Riverside practice').innerText()).toContain(riverside)
    // Each at its own team's time: 10:00 in each team's zone.
    expect(await eventCard(page, 'Hillside cup game').innerText()).toContain('10:00 AM')
    await expectAccessible(page, 'the list of all my teams')
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await shoot(page, 'calendar-all-teams-list')
    }
    await page.setViewportSize({ width: 1280, height: 800 })

    // The month of the game: both teams' games on their day.
    await page.getByRole('tab', { name: 'Month' }).click()
    await page.goto(`${app.baseUrl}/t/${riversideId}/calendar?scope=all&month=${gameDay.slice(0, 7)}`)
    const day = page.getByRole('button', { name: new RegExp(`^${spokenDay(gameDay)}, 2 events`) })
    await day.waitFor()
    expect(await day.getAttribute('aria-label')).toContain(`(${hillside})`)
    await page.locator('.event-chip', { hasText: 'Hillside cup game' }).waitFor()
    await shoot(page, 'calendar-all-teams-month')
    await page.setViewportSize({ width: 375, height: 800 })
    await day.click()
    await eventCard(page, 'Hillside cup game').waitFor()
    await expectAccessible(page, 'the month of all my teams', [375])
    await shoot(page, 'calendar-all-teams-month')
    await page.setViewportSize({ width: 1280, height: 800 })

    // Another team's event opens in that team's calendar.
    await page.locator('.event-chip', { hasText: 'Hillside cup game' }).click()
    await page.waitForURL((url) => url.pathname === `/t/${hillsideId}/calendar`)
    await page.getByRole('dialog', { name: 'Hillside cup game' }).waitFor()
  })

  it("says on the dashboard what is next in the person's other teams", async () => {
    const page = parentPage
    await page.goto(`${app.baseUrl}/t/${riversideId}/dashboard`)
    const card = page.locator('.other-teams')
    await card.getByRole('link', { name: /Hillside cup game/ }).waitFor()
    expect(await card.innerText()).toContain(hillside)
    // Only the other teams: this team's events are in Upcoming Events.
    expect(await card.innerText()).not.toContain(riverside)
    await page.setViewportSize({ width: 375, height: 800 })
    await shoot(page, 'dashboard-other-teams')
    await page.setViewportSize({ width: 1280, height: 800 })

    await card.getByRole('link', { name: /Hillside cup game/ }).click()
    await page.waitForURL((url) => url.pathname === `/t/${hillsideId}/calendar`)
    await page.getByRole('dialog', { name: 'Hillside cup game' }).waitFor()
  })

  it("lists the person's sign-ups of every team on the volunteers page", async () => {
    const page = parentPage
    await page.goto(`${app.baseUrl}/t/${riversideId}/volunteers`)
    const card = page.locator('.my-sign-ups', { hasText: 'My sign-ups in all my teams' })
    const signUp = card.getByRole('link', { name: /Hillside cup game/ })
    await signUp.waitFor()
    expect(await signUp.innerText()).toContain(hillside)
    await expectAccessible(page, 'my sign-ups in all my teams')
    await page.setViewportSize({ width: 375, height: 800 })
    await shoot(page, 'volunteers-all-teams')
    await page.setViewportSize({ width: 1280, height: 800 })
    await signUp.click()
    await page.waitForURL((url) => url.pathname === `/t/${hillsideId}/volunteers`)
  })

  it('offers a link to the calendar of all the teams on the profile page', async () => {
    const page = parentPage
    await page.goto(`${app.baseUrl}/t/${riversideId}/profile`)
    const card = page.locator('.card', { hasText: 'Calendar of all my teams' })
    await card.getByRole('button', { name: 'Create calendar link' }).click()
    const link = await card.getByRole('textbox', { name: 'Your calendar link' }).inputValue()
    expect(link).toMatch(/\/teams\.ics$/)
    await page.setViewportSize({ width: 375, height: 800 })
    await shoot(page, 'profile-all-teams-feed')
    await page.setViewportSize({ width: 1280, height: 800 })
    const feed = await page.evaluate(async (url) => (await fetch(url)).text(), link)
    expect(feed).toContain('Hillside cup game')
    expect(feed).toContain('Riverside cup game')
  })

  it('offers nothing across teams to someone in one team', async () => {
    const page = riversidePage
    await page.goto(`${app.baseUrl}/t/${riversideId}/calendar`)
    await page.getByRole('tab', { name: 'Month' }).waitFor()
    expect(await page.getByRole('button', { name: 'All my teams' }).count()).toBe(0)
    await page.goto(`${app.baseUrl}/t/${riversideId}/calendar?scope=all&view=list`)
    await eventCard(page, 'Riverside cup game').waitFor()
    expect(await page.locator('.team-tag').count()).toBe(0)
    await page.goto(`${app.baseUrl}/t/${riversideId}/dashboard`)
    await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor()
    expect(await page.getByText('Next in your other teams').count()).toBe(0)
    await page.goto(`${app.baseUrl}/t/${riversideId}/profile`)
    await page.getByText('Calendar subscription').first().waitFor()
    expect(await page.getByText('Calendar of all my teams').count()).toBe(0)
  })
})

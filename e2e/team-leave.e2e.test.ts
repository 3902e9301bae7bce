import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api, apiCall } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { shootWidths } from './support/screenshots'
import { pathOf, waitForPath } from './support/navigation'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, unique, type Person } from './support/sign-in'

const wrensCoach: Person = unique({ name: 'Harper Quinn', email: 'harper@example.com', password: 'kickoff-2026' })
const robinsCoach: Person = unique({ name: 'Rowan Blake', email: 'rowan@example.com', password: 'half-time-9' })
const parent: Person = unique({ name: 'Morgan Ellis', email: 'morgan@example.com', password: 'corner-kick-7' })
const zone = 'Europe/London'

type Session = { user: { teamName: string; teams: { teamName: string }[] } | null }

/** The page at phone and desktop widths, in the light and the dark colour scheme. */
const shootSchemes = async (page: TestPage, name: string) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await shootWidths(page, `${name}-${colorScheme}`, [1280, 375])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/** `page`'s person joins the team of `coachPage` while signed in; their session moves there. */
const joinWhileSignedIn = async (coachPage: TestPage, page: TestPage) => {
  const { code } = await api<{ code: string }>(coachPage, 'POST', '/api/invites', { relationship: 'parent_guardian' })
  await api(page, 'POST', '/api/auth/join', { role: 'parent', inviteCode: code })
}

describe('leaving one team from the profile', () => {
  let app: SharedApp
  let browser: Browser
  let wrensPage: TestPage
  let robinsPage: TestPage
  let parentPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    wrensPage = await openZonedPage(browser, zone)
    await setUpTeamThroughApi(wrensPage, app.baseUrl, wrensCoach, 'Willow Park Wrens')
    robinsPage = await openZonedPage(browser, zone)
    await setUpTeamThroughApi(robinsPage, app.baseUrl, robinsCoach, 'Riverside Robins')
    parentPage = await openZonedPage(browser, zone)
    await joinTeamThroughApi(wrensPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    await joinWhileSignedIn(robinsPage, parentPage)
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('points someone with one team only to deleting their account', async () => {
    await robinsPage.goto(`${app.baseUrl}/profile`)
    const card = robinsPage.getByRole('region', { name: 'Leave Riverside Robins' })
    await card.getByText('This is your only team.', { exact: false }).waitFor()
    expect(await card.getByRole('button').count()).toBe(0)
    expect(robinsPage.errors).toEqual([])
  })

  it('leaves the current team after a confirmation, keeps the other, and opens its dashboard', async () => {
    await parentPage.goto(`${app.baseUrl}/profile`)
    const card = parentPage.getByRole('region', { name: 'Leave Riverside Robins' })
    await card.getByText('Your account and your other team stay.', { exact: false }).waitFor()
    await expectAccessible(parentPage, 'profile with the leave-team card')
    await shootSchemes(parentPage, 'team-leave-card')
    await card.getByRole('button', { name: 'Leave Riverside Robins' }).click()
    const asked = parentPage.getByRole('dialog', { name: 'Leave Riverside Robins?' })
    await asked.getByText('Your account and your other teams stay.', { exact: false }).waitFor()
    await expectAccessible(parentPage, 'the leave-team confirmation')
    await shootSchemes(parentPage, 'team-leave-dialog')
    await asked.getByRole('button', { name: 'Leave team' }).click()
    await waitForPath(parentPage, '/dashboard')

    const { user } = await api<Session>(parentPage, 'GET', '/api/auth/session')
    expect(user?.teamName).toBe('Willow Park Wrens')
    expect(user?.teams.map((team) => team.teamName)).toEqual(['Willow Park Wrens'])
    await parentPage.getByText('Willow Park Wrens').first().waitFor()
    // The live connection the Robins' removal closed comes back, in the Wrens.
    await parentPage.getByText('Live', { exact: true }).first().waitFor()
    await shootSchemes(parentPage, 'team-leave-dashboard')
    const robins = await api<{ name: string }[]>(robinsPage, 'GET', '/api/team/members')
    expect(robins.map((member) => member.name)).toEqual([robinsCoach.name])
    const wrens = await api<{ name: string }[]>(wrensPage, 'GET', '/api/team/members')
    expect(wrens.map((member) => member.name)).toContain(parent.name)
    expect(parentPage.errors).toEqual([])
  })

  it('tells a team’s only coach why they cannot leave it, naming the team', async () => {
    // The Wrens' coach is in the Robins too, then back in the Wrens.
    await joinWhileSignedIn(robinsPage, wrensPage)
    const { user } = await api<{ user: { teams: { teamId: string; teamName: string }[] } }>(
      wrensPage,
      'GET',
      '/api/auth/session',
    )
    const wrens = user.teams.find((team) => team.teamName === 'Willow Park Wrens')!
    expect((await apiCall(wrensPage, 'PUT', '/api/auth/session/team', { teamId: wrens.teamId })).status).toBe(200)
    await wrensPage.goto(`${app.baseUrl}/profile`)
    await wrensPage.getByRole('region', { name: 'Leave Willow Park Wrens' }).getByRole('button').click()
    const asked = wrensPage.getByRole('dialog', { name: 'Leave Willow Park Wrens?' })
    await asked.getByRole('button', { name: 'Leave team' }).click()
    await asked.getByText('You are the only coach of Willow Park Wrens.', { exact: false }).waitFor()
    await shootSchemes(wrensPage, 'team-leave-only-coach')
    await asked.getByRole('button', { name: 'Cancel' }).click()
    await asked.waitFor({ state: 'hidden' })
    expect(pathOf(wrensPage)).toBe('/profile')
    expect(wrensPage.errors).toEqual([])
  })
})

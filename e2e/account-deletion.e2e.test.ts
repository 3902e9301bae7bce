import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api, apiCall } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shootWidths } from './support/screenshots'
import { joinTeamThroughApi, type Person, setUpTeamThroughApi, signIn, unique } from './support/sign-in'

const coach: Person = unique({ name: 'Harper Quinn', email: 'harper@example.com', password: 'kickoff-2026' })
const assistant: Person = unique({ name: 'Morgan Ellis', email: 'morgan@example.com', password: 'corner-kick-7' })
const zone = 'Europe/London'

const deleteCard = (page: TestPage) => page.getByRole('region', { name: 'Delete my account' })
const dialog = (page: TestPage) => page.getByRole('dialog', { name: 'Delete your account?' })

describe('deleting one’s own account from the profile', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let assistantPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    coachPage = await openZonedPage(browser, zone)
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Willow Park Wrens')
    assistantPage = await openZonedPage(browser, zone)
    await joinTeamThroughApi(coachPage, assistantPage, app.baseUrl, assistant, 'assistant_coach')
    await api(assistantPage, 'POST', '/api/news', {
      title: 'Kit collection on Saturday',
      content: 'Bring your shin pads and a water bottle.',
      summary: 'Kit collection on Saturday.',
      isPinned: false,
    })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('tells the team’s only coach why they cannot leave, and keeps their account', async () => {
    await coachPage.goto(`${app.baseUrl}/profile`)
    await deleteCard(coachPage).getByRole('button', { name: 'Delete my account' }).click()
    const asked = dialog(coachPage)
    await asked.waitFor()
    await asked.getByLabel('Your password').fill(coach.password)
    await asked.getByRole('button', { name: 'Delete my account' }).click()
    await asked.getByText('You are the only coach of Willow Park Wrens.', { exact: false }).waitFor()
    await shootWidths(coachPage, 'account-deletion-only-coach')
    await asked.getByRole('button', { name: 'Cancel' }).click()
    await asked.waitFor({ state: 'hidden' })
    expect((await apiCall(coachPage, 'GET', '/api/profile')).status).toBe(200)
    expect(coachPage.errors).toEqual([])
  })

  it('deletes a member’s account after saying what goes and what stays; what they wrote stays as “Former member”', async () => {
    await assistantPage.goto(`${app.baseUrl}/profile`)
    const card = deleteCard(assistantPage)
    await card.getByText('This cannot be undone.', { exact: false }).waitFor()
    await expectAccessible(assistantPage, 'profile with the delete-account card')
    await shootWidths(assistantPage, 'account-deletion-card')
    await card.getByRole('button', { name: 'Delete my account' }).click()
    const asked = dialog(assistantPage)
    await asked.getByText('What goes:', { exact: false }).waitFor()
    await asked.getByText('attributed to "Former member"', { exact: false }).waitFor()
    await expectAccessible(assistantPage, 'the delete-account confirmation')
    await shootWidths(assistantPage, 'account-deletion-dialog')
    // A wrong password deletes nothing and says so at its field.
    const password = asked.getByLabel('Your password')
    await password.fill('not-my-password')
    await asked.getByRole('button', { name: 'Delete my account' }).click()
    await asked.getByText('Current password is incorrect').waitFor()
    await asked.getByText('Invalid email or password. Please check your credentials.').waitFor()
    expect((await apiCall(assistantPage, 'GET', '/api/profile')).status).toBe(200)
    await password.fill(assistant.password)
    await asked.getByRole('button', { name: 'Delete my account' }).click()
    await assistantPage.waitForURL((url) => url.pathname === '/auth' || url.pathname === '/login')

    // Signed out everywhere, and the address and password no longer open anything.
    expect((await apiCall(assistantPage, 'GET', '/api/profile')).status).toBe(401)
    await signIn(assistantPage, assistant)
    await assistantPage.getByText('Invalid email or password', { exact: false }).waitFor()

    await coachPage.goto(`${app.baseUrl}/news`)
    await coachPage.getByText('Kit collection on Saturday').first().waitFor()
    await coachPage.getByText('Former member').first().waitFor()
    expect(await coachPage.getByText(assistant.name).count()).toBe(0)
    await shootWidths(coachPage, 'account-deletion-news-former-member')
    const members = await api<{ name: string }[]>(coachPage, 'GET', '/api/team/members')
    expect(members.map((m) => m.name)).toEqual([coach.name])
    expect(assistantPage.errors).toEqual([])
    expect(coachPage.errors).toEqual([])
  })
})

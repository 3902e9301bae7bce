import type { Page } from 'playwright-core'
import { api } from './api'
import { fillFields } from './fields'
import { waitForPath } from './navigation'

export interface Person {
  name: string
  email: string
  password: string
}

export const tab = (page: Page, name: 'Sign in' | 'Join a team' | 'Create a team') =>
  page.getByRole('tab', { name, exact: true })

export async function signIn(page: Page, person: Pick<Person, 'email' | 'password'>) {
  await fillFields(page, { Email: person.email, Password: person.password })
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** A coach creates a team (in the time zone of their page's clock) and lands on the dashboard. */
export async function setUpTeam(page: Page, baseUrl: string, coach: Person, teamName: string) {
  await page.goto(`${baseUrl}/auth?mode=setup`)
  await fillFields(page, {
    'Your name': coach.name,
    Email: coach.email,
    Password: coach.password,
    'Confirm password': coach.password,
    'Team name': teamName,
  })
  await page.getByLabel(/^Age group/).selectOption('U12')
  await page.getByRole('button', { name: 'Create Team' }).click()
  await waitForPath(page, '/dashboard')
}

/** Someone joins with an invite the coach made for `relationship` (a parent, an assistant coach). */
export async function joinTeam(
  coachPage: Page,
  page: Page,
  baseUrl: string,
  person: Person,
  relationship: 'parent_guardian' | 'assistant_coach',
) {
  const { code } = await api<{ code: string }>(coachPage, 'POST', '/api/invites', { relationship })
  await page.goto(`${baseUrl}/auth?invite=${encodeURIComponent(code)}`)
  await fillFields(page, {
    'Your name': person.name,
    Email: person.email,
    Password: person.password,
    'Confirm password': person.password,
  })
  await page.getByRole('button', { name: 'Join Team' }).click()
  await waitForPath(page, '/dashboard')
}

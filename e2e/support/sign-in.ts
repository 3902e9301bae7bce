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

/** A person of a test with an address no other test uses: tests sharing a server never meet each other's people. */
export function unique(person: Person): Person {
  const [local, domain] = person.email.split('@')
  return { ...person, email: `${local}+${crypto.randomUUID().slice(0, 8)}@${domain}` }
}

/** Posts to the app through the page's own context, so the session it answers with is the page's. */
async function post(page: Page, baseUrl: string, path: string, data: unknown) {
  const response = await page.request.post(`${baseUrl}${path}`, {
    data,
    // The app refuses a state-changing request that does not come from its own pages.
    headers: { Origin: baseUrl, 'Idempotency-Key': crypto.randomUUID() },
  })
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`)
}

/**
 * What `setUpTeam` does, through the API, for tests of other pages: a coach creates a team (in the time zone of
 * their page's clock) and lands on the dashboard. The sign-up page itself is tested through its form.
 */
export async function setUpTeamThroughApi(page: Page, baseUrl: string, coach: Person, teamName: string) {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  await post(page, baseUrl, '/api/auth/setup', {
    name: coach.name,
    email: coach.email,
    password: coach.password,
    teamName,
    ageGroup: 'U12',
    timeZone,
  })
  await page.goto(`${baseUrl}/dashboard`)
  await waitForPath(page, '/dashboard')
}

/** What `joinTeam` does, through the API: someone joins with an invite the coach made, and lands on the dashboard. */
export async function joinTeamThroughApi(
  coachPage: Page,
  page: Page,
  baseUrl: string,
  person: Person,
  relationship: 'parent_guardian' | 'assistant_coach',
) {
  const { code } = await api<{ code: string }>(coachPage, 'POST', '/api/invites', { relationship })
  await post(page, baseUrl, '/api/auth/register', {
    name: person.name,
    email: person.email,
    password: person.password,
    // As the join page has it: an invite for a coach makes a coach, any other a parent.
    role: relationship === 'assistant_coach' ? 'coach' : 'parent',
    inviteCode: code,
  })
  await page.goto(`${baseUrl}/dashboard`)
  await waitForPath(page, '/dashboard')
}

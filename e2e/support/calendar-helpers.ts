import type { Browser, Page } from 'playwright-core'
import { fillFields, waitForPath, type Person } from './auth-helpers'
import { newContext, type PageErrors } from './browser'

export type TestPage = Page & PageErrors

export interface ApiAnswer<T> {
  status: number
  body: T
}

/**
 * Calls the API from inside the page, with the person's own session, as the app itself does, and answers the
 * status with the body: for the refusals the tests expect as well as the successes.
 */
export async function apiCall<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Accept: 'application/json',
          ...(method === 'GET' ? {} : { 'Idempotency-Key': crypto.randomUUID() }),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T }
    },
    { method, path, body },
  )
}

/** Like `apiCall`, for a call that must succeed: its body. */
export async function api<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await apiCall<T>(page, method, path, body)
  if (answer.status >= 400)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** A fresh page of its own (own cookies) with the phone's clock in `timeZone`, recording uncaught page errors. */
export async function openZonedPage(
  browser: Browser,
  timeZone: string,
  { width = 1280, height = 800 }: { width?: number; height?: number } = {},
): Promise<TestPage> {
  const context = await newContext(browser, { viewport: { width, height }, timezoneId: timeZone })
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(new Error(message.text()))
  })
  page.on('close', () => void context.close().catch(() => undefined))
  return Object.assign(page, { errors })
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

// ---- Dates, worked out apart from the app's own code ----

const pad = (value: number) => String(value).padStart(2, '0')

/** Today in `timeZone` as YYYY-MM-DD, moved by `days`. */
export function dayIn(timeZone: string, days = 0, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {})
  const day = new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day! + days))
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`
}

/** The hour of the day now in `timeZone` (0–23). */
export const hourIn = (timeZone: string, now = new Date()) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now))

const asUtcNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`)

/** 'Sunday, March 8, 2026': a day as the month view reads it out. */
export const spokenDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(asUtcNoon(isoDate))

/** 'Mar 8, 2026': the spec's date. */
export const shortDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    asUtcNoon(isoDate),
  )

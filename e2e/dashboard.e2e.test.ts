import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { launchBrowser, newContext, type PageErrors } from './support/browser'
import { field, fillFields } from './support/fields'
import { pageOfPath, waitForPath } from './support/navigation'
import { shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { unique, type Person } from './support/sign-in'

type TestPage = Page & PageErrors

const coach: Person = unique({ name: 'Morgan Hale', email: 'morgan@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Pat Okafor', email: 'pat.okafor@example.com', password: 'halftime-9' })
const teamName = 'Harbor City Hawks'

// The team is set up from a phone in Tokyo; the parent follows from New York. The greeting goes by the team's clocks.
const teamZone = 'Asia/Tokyo'
const parentZone = 'America/New_York'

const coachActions = ['Manage Players', 'Track Stats', 'Post News', 'Schedule Events']
const familyActions = ['View Players', 'View Stats', 'Photo Gallery', 'Team Calendar']

/** What the dashboard should say at this moment in `timeZone`, worked out apart from the app's own code. */
function greetingNow(timeZone: string): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date()),
  )
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening'
}

/** The value under one of the four cards at the top. */
const statValue = (page: Page, label: string) =>
  page
    .locator('.stat-card')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition')

const quickActions = (page: Page) => page.getByRole('region', { name: 'Quick Actions' }).getByRole('link')
const topPerformers = (page: Page) => page.getByRole('region', { name: 'Top Performers' })

/** Each Quick Action as its title and where it leads. */
async function quickActionTargets(page: Page) {
  return quickActions(page).evaluateAll((links) =>
    links.map(
      (link) =>
        // Where it leads in the page's team, without the team: `/players` of `/t/<teamId>/players`.
        `${link.getAttribute('href')?.replace(/^\/t\/[^/]+/, '')} ${(link as HTMLElement).innerText.split('\n')[0]}`,
    ),
  )
}

/** Calls the API from inside the page, with the person's own session cookie, as the app itself would. */
async function api<T>(page: Page, method: 'POST', path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
      return (await response.json()) as T
    },
    { method, path, body },
  )
}

describe('dashboard', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
  })

  afterAll(async () => {
    await browser?.close()
  })

  /** A fresh page with its own cookies and a phone set to `timeZone`, recording uncaught page errors. */
  async function openPage(timeZone: string, width = 1280): Promise<TestPage> {
    const context = await newContext(browser, { viewport: { width, height: 800 }, timezoneId: timeZone })
    const page = await context.newPage()
    const errors: Error[] = []
    page.on('pageerror', (error) => errors.push(error))
    // When the browser itself closes after the tests, the context is already going; nothing to report then.
    page.on('close', () => void context.close().catch(() => undefined))
    return Object.assign(page, { errors })
  }

  it('greets a new coach by the team’s time of day, with zeros and the coach’s Quick Actions', async () => {
    coachPage = await openPage(teamZone)
    const page = coachPage
    await page.goto(`${app.baseUrl}/auth?mode=setup`)
    await fillFields(page, {
      'Your name': coach.name,
      Email: coach.email,
      Password: coach.password,
      'Confirm password': coach.password,
      'Team name': teamName,
    })
    await field(page, 'Age group').selectOption('U12')
    const before = greetingNow(teamZone)
    await page.getByRole('button', { name: 'Create Team' }).click()
    await waitForPath(page, '/dashboard')
    const heading = page.getByRole('heading', { level: 1, name: /, Morgan!$/ })
    await heading.waitFor()
    expect([before, greetingNow(teamZone)].map((greeting) => `${greeting}, Morgan!`)).toContain(
      await heading.innerText(),
    )
    await page.getByText(teamName, { exact: true }).first().waitFor()

    await expect.poll(() => statValue(page, 'Team Players').innerText()).toBe('0')
    await expect.poll(() => statValue(page, 'Total Goals').innerText()).toBe('0')
    await expect.poll(() => statValue(page, 'Games Played').innerText()).toBe('0')
    await expect.poll(() => statValue(page, 'Next Event').innerText()).toBe('No events')
    // Only once there are players (spec §2).
    await expect.poll(() => topPerformers(page).count()).toBe(0)

    await expect
      .poll(() => quickActionTargets(page))
      .toEqual(['/players Manage Players', '/stats Track Stats', '/news Post News', '/calendar Schedule Events'])
    for (const link of await quickActions(page).all()) {
      await expect.poll(async () => (await link.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    }
    await page
      .getByRole('region', { name: 'Bring your team together' })
      .getByRole('button', { name: 'Invite Parents' })
      .waitFor()
    await expectAccessible(page, 'dashboard-empty')
    await shootWidths(page, 'dashboard-empty')
    expect(page.errors).toEqual([])
  })

  it('adds up the roster and its stats as they are recorded, top scorer first', async () => {
    const page = coachPage
    const add = (name: string, jerseyNumber: number, position?: string) =>
      api<{ id: string }>(page, 'POST', '/api/players', { name, jerseyNumber, position })
    const record = (playerId: string, gameDate: string, goals: number) =>
      api(page, 'POST', '/api/stats', { playerId, gameDate, goals, minutesPlayed: 60 })

    // Straight to the server, not through the page's own cache: the numbers can only change through the live socket.
    const jordan = await add('Jordan Lee', 9, 'Forward')
    const sam = await add('Sam Park', 4, 'Defender')
    await add('Riley Chen', 1, 'Goalkeeper')
    await record(jordan.id, '2026-09-05', 2)
    await record(jordan.id, '2026-09-12', 1)
    await record(sam.id, '2026-09-05', 1)

    await expect.poll(() => statValue(page, 'Team Players').innerText()).toBe('3')
    await expect.poll(() => statValue(page, 'Total Goals').innerText()).toBe('4')
    await expect.poll(() => statValue(page, 'Games Played').innerText()).toBe('2')
    await expect.poll(() => statValue(page, 'Next Event').innerText()).toBe('No events')

    // Only scorers: Riley has no goal yet, so is not a top performer.
    const performers = topPerformers(page).getByRole('listitem')
    await expect.poll(() => performers.count()).toBe(2)
    await expect.poll(() => performers.nth(0).innerText()).toMatch(/Jordan Lee[\s\S]*#9[\s\S]*Forward[\s\S]*3 goals/)
    await expect.poll(() => performers.nth(1).innerText()).toMatch(/Sam Park[\s\S]*1 goal$/)
    await expect.poll(() => topPerformers(page).getByText('Riley Chen').count()).toBe(0)
    await expect
      .poll(async () =>
        pageOfPath(
          (await topPerformers(page).getByRole('link', { name: 'View All players' }).getAttribute('href')) ?? '',
        ),
      )
      .toBe('/players')
    await expectAccessible(page, 'dashboard-coach')
    await shootWidths(page, 'dashboard-coach')

    // Sam's hat-trick moves Sam to the top without a reload; the busiest player still has 2 games.
    await record(sam.id, '2026-09-12', 3)
    await expect.poll(() => statValue(page, 'Total Goals').innerText()).toBe('7')
    await expect.poll(() => performers.nth(0).innerText()).toMatch(/Sam Park[\s\S]*4 goals/)
    await expect.poll(() => statValue(page, 'Games Played').innerText()).toBe('2')

    // Jordan draws level: both are first, neither is cut, and the place after them is third, not second.
    await record(jordan.id, '2026-09-19', 1)
    await expect.poll(() => statValue(page, 'Total Goals').innerText()).toBe('8')
    await expect.poll(() => performers.nth(1).innerText()).toMatch(/^1\s[\s\S]*Jordan Lee[\s\S]*4 goals/)
    await expect.poll(() => performers.nth(0).innerText()).toMatch(/^1\s[\s\S]*Sam Park[\s\S]*4 goals/)
    await expect
      .poll(() => performers.evaluateAll((items) => items.map((item) => (item as HTMLLIElement).value)))
      .toEqual([1, 1])
    await expectAccessible(page, 'dashboard with a tie for first')
    await shootWidths(page, 'dashboard-tie')

    await topPerformers(page).getByRole('link', { name: 'View All players' }).click()
    await waitForPath(page, '/players')
    await page.getByRole('heading', { level: 1, name: 'Team Players' }).waitFor()
    await page.goBack()
    await waitForPath(page, '/dashboard')
    await quickActions(page).filter({ hasText: 'Track Stats' }).click()
    await waitForPath(page, '/stats')
    expect(page.errors).toEqual([])
  })

  it('keeps its shape while the roster loads, and offers a retry when it cannot', async () => {
    const page: TestPage = Object.assign(await coachPage.context().newPage(), { errors: [] as Error[] })
    page.on('pageerror', (error) => page.errors.push(error))

    // The roster is held until the page has been seen without it, however slow the machine.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/players', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${app.baseUrl}/dashboard`)
    await page.getByRole('status').filter({ hasText: 'Loading your team’s numbers…' }).waitFor()
    // The Quick Actions need no data, so they work before the numbers arrive.
    await expect.poll(() => quickActions(page).count()).toBe(4)
    // The header belongs to the page frame: the greeting comes with the team, before the slow roster.
    await page.getByRole('heading', { level: 1, name: /, Morgan!$/ }).waitFor()
    release()
    await expect.poll(() => statValue(page, 'Team Players').innerText()).toBe('3')

    // A refetch may still be held by the slow route; let it go quietly when the page moves on.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.route('**/api/players', (route) =>
      route.fulfill({ status: 500, json: { error: { message: 'Internal Server Error' } } }),
    )
    await page.reload()
    await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor()
    await page.unrouteAll()
    // On the dashboard there is no "Go to the dashboard": trying again is the way on.
    await expect.poll(() => page.getByRole('link', { name: 'Go to the dashboard' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.getByRole('heading', { level: 1, name: /, Morgan!$/ }).waitFor()
    await expect.poll(() => statValue(page, 'Total Goals').innerText()).toBe('8')
    expect(page.errors).toEqual([])
    await page.close()
  })

  it('shows a parent the same numbers, the family’s Quick Actions and the team’s time of day', async () => {
    const { code } = await api<{ code: string }>(coachPage, 'POST', '/api/invites', {
      relationship: 'parent_guardian',
    })
    const page = await openPage(parentZone, 375)
    await page.goto(`${app.baseUrl}/auth?invite=${encodeURIComponent(code)}`)
    await page.getByText(`You are invited to join ${teamName} as Parent.`).waitFor()
    await fillFields(page, {
      'Your name': parent.name,
      Email: parent.email,
      Password: parent.password,
      'Confirm password': parent.password,
    })
    const before = greetingNow(teamZone)
    await page.getByRole('button', { name: 'Join Team' }).click()
    await waitForPath(page, '/dashboard')
    const heading = page.getByRole('heading', { level: 1, name: /, Pat!$/ })
    await heading.waitFor()
    expect([before, greetingNow(teamZone)].map((greeting) => `${greeting}, Pat!`)).toContain(await heading.innerText())

    await expect.poll(() => statValue(page, 'Team Players').innerText()).toBe('3')
    await expect.poll(() => statValue(page, 'Total Goals').innerText()).toBe('8')
    await expect.poll(() => statValue(page, 'Games Played').innerText()).toBe('3')
    await expect
      .poll(() => quickActionTargets(page))
      .toEqual(['/players View Players', '/stats View Stats', '/gallery Photo Gallery', '/calendar Team Calendar'])
    for (const label of coachActions)
      await expect.poll(() => quickActions(page).filter({ hasText: label }).count()).toBe(0)
    for (const label of familyActions) {
      await expect
        .poll(async () => (await quickActions(page).filter({ hasText: label }).boundingBox())?.height)
        .toBeGreaterThanOrEqual(44)
    }
    await expect.poll(() => topPerformers(page).getByRole('listitem').first().innerText()).toMatch(/^1[\s\S]*Sam Park/)
    await page
      .getByRole('region', { name: 'Bring your family along' })
      .getByRole('button', { name: 'Invite Family' })
      .waitFor()

    // One column on a phone: nothing pushes the page sideways.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // The pointer is still where Join Team was; a phone has no pointer to leave a tile lit.
    await page.mouse.move(0, 0)
    await expectAccessible(page, 'dashboard-parent', [375, 1280])
    await shootWidths(page, 'dashboard-parent', [375, 1280])
    expect(page.errors).toEqual([])
    await page.close()
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, openPage, type TestPage } from './support/browser'
import { pathOf, phoneMenu, teamOfPage, waitForPath } from './support/navigation'
import { shoot } from './support/screenshots'
import { startApp, type RunningApp } from './support/server'
import { joinTeam, setUpTeam, setUpTeamThroughApi, type Person } from './support/sign-in'

const riversideCoach: Person = { name: 'Casey Morgan', email: 'casey@example.com', password: 'kickoff-2026' }
const hillsideCoach: Person = { name: 'Hale Brooks', email: 'hale@example.com', password: 'corner-kick-7' }
const parent: Person = { name: 'Pat Rivera', email: 'pat@example.com', password: 'halftime-9' }

const riverside = 'Riverside Rockets'
const hillside = 'Hillside Hawks'
const gameDay = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** The team of the page once it shows a team's page (an address of before leads to one). */
async function teamShown(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith('/t/'))
  return teamOfPage(page)!
}

/** The top bar's team switcher (from a tablet up). */
const switcher = (page: Page) => page.getByRole('button', { name: /, switch team$/ })
const teamItem = (page: Page, team: string) => page.getByRole('menuitem', { name: new RegExp(`^${team}`) })

/** Calls the API from the page, naming the team as a page of it does, and answers the status. */
function statusInTeam(page: Page, teamId: string, method: 'POST' | 'PUT', path: string, body: unknown) {
  return page.evaluate(
    async ({ teamId, method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
          'X-Team': teamId,
        },
        body: JSON.stringify(body),
      })
      return response.status
    },
    { teamId, method, path, body },
  )
}

/** The parent answers for their child in the open team's game. */
async function answerFor(page: Page, game: string, child: string, otherChild: string) {
  await page.getByRole('link', { name: 'Calendar', exact: true }).click()
  await waitForPath(page, '/calendar')
  await page.getByRole('tab', { name: 'List' }).click()
  await page.getByRole('button', { name: new RegExp(game) }).click()
  const detail = page.getByRole('dialog', { name: game })
  const group = detail.getByRole('group', { name: new RegExp(`^${child}`) })
  await group.waitFor()
  // The other team's child is not offered here.
  await expect.poll(() => detail.getByRole('group', { name: new RegExp(otherChild) }).count()).toBe(0)
  // One tap saves it.
  await group.getByRole('radio', { name: 'Going', exact: true }).check()
  await group.getByRole('status').filter({ hasText: 'Saved' }).waitFor()
  await detail.getByRole('button', { name: 'Close' }).last().click()
}

describe('one person in several teams', () => {
  let app: RunningApp
  let browser: Browser
  let riversidePage: TestPage
  let hillsidePage: TestPage
  let parentPage: TestPage
  let riversideId: string
  let hillsideId: string

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await startApp({ env: { AUTH_RATE_LIMIT: '200' } })

    riversidePage = await openPage(browser)
    await setUpTeam(riversidePage, app.baseUrl, riversideCoach, riverside)
    riversideId = await teamShown(riversidePage)
    hillsidePage = await openPage(browser)
    await setUpTeam(hillsidePage, app.baseUrl, hillsideCoach, hillside)
    hillsideId = await teamShown(hillsidePage)

    parentPage = await openPage(browser)
    await joinTeam(riversidePage, parentPage, app.baseUrl, parent, 'parent_guardian')
    // Each team's child of the parent, and a game in each team.
    await api(riversidePage, 'POST', '/api/players', { name: 'Ava Rivera', parentEmails: [parent.email] })
    await api(hillsidePage, 'POST', '/api/players', { name: 'Ben Rivera', parentEmails: [parent.email] })
    const game = { type: 'game', date: gameDay, time: '10:00', location: 'North Field' }
    await api(riversidePage, 'POST', '/api/calendar-events', { ...game, title: 'Riverside cup game' })
    await api(hillsidePage, 'POST', '/api/calendar-events', { ...game, title: 'Hillside cup game' })

    // The parent opens Hillside's invite link while signed in to Riverside, and joins with the same account.
    const { code } = await api<{ code: string }>(hillsidePage, 'POST', '/api/invites', {
      relationship: 'parent_guardian',
    })
    await parentPage.goto(`${app.baseUrl}/auth?invite=${encodeURIComponent(code)}`)
    await parentPage.getByText(`You are invited to join ${hillside} as Parent.`).waitFor()
    await parentPage.getByText(`Signed in as ${parent.name}`).waitFor()
    await parentPage.getByRole('button', { name: 'Join Team' }).click()
    await parentPage.waitForURL((url) => url.pathname === `/t/${hillsideId}/dashboard`)
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  it('switches between the teams from the top bar, each page showing its own team only', async () => {
    const page = parentPage
    // Joining moved the session to Hillside: the app's address opens it.
    await page.goto(`${app.baseUrl}/`)
    expect(await teamShown(page)).toBe(hillsideId)
    await waitForPath(page, '/dashboard')
    await expect.poll(() => switcher(page).innerText()).toContain(hillside)

    await page.getByRole('link', { name: 'Players', exact: true }).click()
    await waitForPath(page, '/players')
    await page.getByText('Ben Rivera').first().waitFor()
    await expect.poll(() => page.getByText('Ava Rivera').count()).toBe(0)

    // The switcher lists both teams with the age group and role, the current one marked.
    await switcher(page).click()
    await expect.poll(() => teamItem(page, riverside).innerText()).toMatch(/U12 · Parent/)
    await expect.poll(() => teamItem(page, hillside).getAttribute('aria-current')).toMatch(/^(true|page)$/)
    await expect.poll(() => teamItem(page, riverside).getAttribute('aria-current')).toBeNull()
    await page.getByRole('menuitem', { name: 'Create another team' }).waitFor()
    await expectAccessible(page, 'the team switcher open', [1280])

    // The same page in the other team.
    await teamItem(page, riverside).click()
    await page.waitForURL((url) => url.pathname === `/t/${riversideId}/players`)
    await page.getByText('Ava Rivera').first().waitFor()
    await expect.poll(() => page.getByText('Ben Rivera').count()).toBe(0)
    await expect.poll(() => switcher(page).innerText()).toContain(riverside)

    // Answers for each child, each in its own team.
    await answerFor(page, 'Riverside cup game', 'Ava Rivera', 'Ben Rivera')
    await switcher(page).click()
    await teamItem(page, hillside).click()
    await page.waitForURL((url) => url.pathname === `/t/${hillsideId}/calendar`)
    await answerFor(page, 'Hillside cup game', 'Ben Rivera', 'Ava Rivera')
    await switcher(page).click()
    await teamItem(page, riverside).click()
    await page.waitForURL((url) => url.pathname === `/t/${riversideId}/calendar`)
    expect(page.errors).toEqual([])
  })

  it('opens a link to the other team’s page in that team, and old addresses in the current one', async () => {
    const page = parentPage
    // Riverside was chosen last: an address of before opens there, its search kept.
    await page.goto(`${app.baseUrl}/calendar?view=list`)
    await page.waitForURL((url) => url.pathname === `/t/${riversideId}/calendar`)
    expect(new URL(page.url()).searchParams.get('view')).toBe('list')

    // A link from an e-mail to a Hillside page, while Riverside is current.
    await page.goto(`${app.baseUrl}/t/${hillsideId}/players`)
    await page.getByText('Ben Rivera').first().waitFor()
    await expect.poll(() => page.getByText('Ava Rivera').count()).toBe(0)
    await expect.poll(() => switcher(page).innerText()).toContain(hillside)

    // A team that is not theirs shows nothing of it, and the way to their own.
    await page.goto(`${app.baseUrl}/t/not-a-team-of-theirs/players`)
    await page.getByRole('heading', { name: 'Team not found' }).waitFor()
    await page.getByRole('link', { name: riverside }).click()
    await page.waitForURL((url) => url.pathname === `/t/${riversideId}/dashboard`)
    expect(page.errors).toEqual([])
  })

  it('shows both teams’ events in the calendar of all my teams, each with its team', async () => {
    const page = parentPage
    await page.goto(`${app.baseUrl}/t/${riversideId}/calendar?view=list`)
    await page.getByRole('button', { name: 'All my teams' }).click()
    const card = (title: string) => page.locator('.event-card', { hasText: title })
    await card('Hillside cup game').waitFor()
    expect(await card('Hillside cup game').innerText()).toContain(hillside)
    expect(await card('Riverside cup game').innerText()).toContain(riverside)
    expect(page.errors).toEqual([])
  })

  it('shows each team’s unread chat messages in the switcher', async () => {
    const thread = await api<{ id: string }>(hillsidePage, 'POST', '/api/chat/threads', { title: 'Carpool' })
    await api(hillsidePage, 'POST', `/api/chat/threads/${thread.id}/messages`, { content: 'Who drives Saturday?' })
    const page = parentPage
    await page.goto(`${app.baseUrl}/t/${riversideId}/dashboard`)
    await switcher(page).click()
    await expect.poll(() => teamItem(page, hillside).innerText()).toMatch(/1\s+unread message/)
    await page.keyboard.press('Escape')
  })

  it('shows the switcher open on a laptop and on a phone, light and dark', async () => {
    const page = parentPage
    await page.goto(`${app.baseUrl}/t/${riversideId}/calendar`)
    await switcher(page).waitFor()
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.setViewportSize({ width: 1280, height: 800 })
      await switcher(page).click()
      await teamItem(page, hillside).waitFor()
      await shoot(page, `team-switcher-${scheme}`)
      await page.keyboard.press('Escape')

      await page.setViewportSize({ width: 375, height: 800 })
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await phoneMenu(page)
        .getByRole('link', { name: new RegExp(`^${hillside}`) })
        .waitFor()
      await shoot(page, `team-switcher-${scheme}`)
      await expectAccessible(page, `the phone menu with the teams (${scheme})`, [375])
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1280, height: 800 })

    // From the phone menu, the same page in the other team.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await phoneMenu(page)
      .getByRole('link', { name: new RegExp(`^${hillside}`) })
      .click()
    await page.waitForURL((url) => url.pathname === `/t/${hillsideId}/calendar`)
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(pathOf(page)).toBe('/calendar')
    expect(page.errors).toEqual([])
  })

  it('lets a coach of one team who is a parent in another edit the roster of the first only', async () => {
    // Riverside's coach joins Hillside as a parent.
    const { code } = await api<{ code: string }>(hillsidePage, 'POST', '/api/invites', {
      relationship: 'parent_guardian',
    })
    const page = riversidePage
    await api(page, 'POST', '/api/auth/join', { role: 'parent', inviteCode: code })

    await page.goto(`${app.baseUrl}/t/${riversideId}/players`)
    await page.getByText('Ava Rivera').first().waitFor()
    await page
      .getByRole('button', { name: /Add Player/ })
      .first()
      .waitFor()
    expect(
      await statusInTeam(page, riversideId, 'POST', '/api/players', { name: 'Cam Morgan', parentEmails: [] }),
    ).toBe(201)

    await switcher(page).click()
    await teamItem(page, hillside).click()
    await page.waitForURL((url) => url.pathname === `/t/${hillsideId}/players`)
    await page.getByText('Ben Rivera').first().waitFor()
    await expect.poll(() => page.getByRole('button', { name: /Add Player/ }).count()).toBe(0)
    await expect.poll(() => page.getByRole('button', { name: /^Edit/ }).count()).toBe(0)
    expect(await statusInTeam(page, hillsideId, 'POST', '/api/players', { name: 'Dee Morgan', parentEmails: [] })).toBe(
      403,
    )
    expect(page.errors).toEqual([])
  })

  it('says which of two teams of one club the page is about, on a phone and in the switcher, light and dark', async () => {
    const clubCoach: Person = { name: 'Robin Vale', email: 'robin.vale@example.com', password: 'kickoff-2026' }
    const page = await openPage(browser, { width: 375, height: 800 })
    await setUpTeamThroughApi(page, app.baseUrl, clubCoach, 'Riverside Rovers U10')
    const u10 = await teamShown(page)
    await api(page, 'POST', '/api/auth/teams', { teamName: 'Riverside Rovers U12', ageGroup: 'U12', timeZone: 'UTC' })
    await page.goto(`${app.baseUrl}/dashboard`)
    const u12 = await teamShown(page)
    expect(u12).not.toBe(u10)

    /** The end of the team's name in the phone's top bar, and whether it shows whole. */
    const shownEnd = (where: Page) =>
      where.locator('.top-bar__team-phone .team-name__tail').evaluate((tail) => ({
        text: tail.textContent,
        whole: tail.scrollWidth <= tail.clientWidth && tail.getBoundingClientRect().width > 0,
      }))
    for (const [teamId, end] of [
      [u10, 'U10'],
      [u12, 'U12'],
    ] as const) {
      await page.goto(`${app.baseUrl}/t/${teamId}/dashboard`)
      await expect.poll(() => shownEnd(page)).toEqual({ text: end, whole: true })
      // Read out whole, as it is written.
      expect(await page.locator('.top-bar__team-phone').textContent()).toBe(`Riverside Rovers ${end}`)
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await shoot(page, `team-name-phone-${scheme}`)
    }
    await page.emulateMedia({ colorScheme: 'light' })

    // On a tablet the switcher's button keeps the end in sight too.
    await page.setViewportSize({ width: 800, height: 800 })
    const buttonEnd = page.locator('.team-switcher__name .team-name__tail')
    await expect.poll(() => buttonEnd.textContent()).toBe('U12')
    expect(await buttonEnd.evaluate((tail) => tail.scrollWidth <= tail.clientWidth)).toBe(true)
    await shoot(page, 'team-name-tablet')
    expect(page.errors).toEqual([])
  })
})

import { startsAtOf } from '@teamspace/domain/calendar/calendar.time'
import { playerStreamId, type RosterEvent } from '@teamspace/domain/roster/roster.events'
import type { Decider } from '@teamspace/domain/shared/decider'
import type { Command } from '@teamspace/domain/shared/events'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projections } from '../services/src/app'
import { openDatabase } from '../services/src/platform/db/database'
import { commandStream } from '../services/src/platform/commands/command-stream'
import { handleCommand } from '../services/src/platform/commands/handle-command'
import { expectAccessible } from './support/accessibility'
import { api, apiCall } from './support/api'
import { launchBrowser, openPage, type TestPage } from './support/browser'
import { dayIn } from './support/dates'
import { headerMenuButton, waitForPath } from './support/navigation'
import { runProjectionsCli } from './support/projections-cli'
import { shootWidths } from './support/screenshots'
import { startApp, startAppKeepingData, type AppWithKeptData, type RunningApp } from './support/server'
import { joinTeamThroughApi, setUpTeamThroughApi, signIn, type Person } from './support/sign-in'

const coach: Person = { name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' }
const parent: Person = { name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' }

interface ApiCalendarEvent {
  id: string
  title: string
  type: string
  date: string
  time: string
  location: string
  opponent: string
  description: string
  takesAttendance: boolean
  version: number
}

/** A fact appended as recorded, with the clock of the day it is dated. */
type Append = Command<'AppendRosterEvents', { events: readonly RosterEvent[] }>
const asRecorded: Decider<null, Append, RosterEvent> = {
  initialState: () => null,
  decide: (command) => command.data.events,
  evolve: (state) => state,
}

/**
 * The app cannot backdate a write, so a player who was on the roster yesterday is appended to the log of the
 * stopped server's database through the app's own command path (inline projections included), with yesterday
 * noon in the team's zone as the command's clock, as the coach's request would have been recorded then.
 */
async function addPlayerYesterday(
  dataDir: string,
  team: { teamId: string; timeZone: string },
  by: { userId: string; name: string },
) {
  const database = await openDatabase({ dataDir, asOwner: true, migrate: false })
  try {
    const now = new Date(startsAtOf(dayIn(team.timeZone, -1), '12:00', team.timeZone)!)
    const playerId = 'yesterday-yuki'
    await handleCommand(
      { db: database.db, projections, onAppended: () => undefined },
      commandStream({
        type: 'player',
        decider: asRecorded,
        streamOf: () => playerStreamId(playerId),
        creates: () => true,
      }),
      {
        type: 'AppendRosterEvents',
        data: {
          events: [
            {
              type: 'PlayerAdded',
              data: {
                teamId: team.teamId,
                playerId,
                jerseyNumber: 3,
                position: 'Defender',
                addedAt: now.toISOString(),
              },
            },
          ],
        },
      },
      {
        teamId: team.teamId,
        metadata: {
          now,
          actor: { userId: by.userId, role: 'coach' },
          commandId: `backdated-${playerId}`,
          correlationId: `backdated-${playerId}`,
        },
        result: () => null,
        // The name is personal data: it lives beside the log, as the roster's own command writes it.
        alsoInTransaction: async (trx) => {
          await trx
            .insertInto('player_personal_data')
            .values({
              player_id: playerId,
              team_id: team.teamId,
              name: 'Yuki Sato',
              date_of_birth: null,
              medical_info: null,
              emergency_contacts: JSON.stringify([]),
              parent_emails: [],
            })
            .execute()
        },
      },
    )
  } finally {
    await database.close()
  }
}

/** "Nov 23, 2026" for 2026-11-23. */
const bannerDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )

describe('the coaches’ history and "as of" views', () => {
  let kept: AppWithKeptData
  let app: RunningApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  let timeZone: string
  let eventId: string
  let miaId: string

  beforeAll(async () => {
    browser = await launchBrowser()
    kept = await startAppKeepingData({ env: { AUTH_RATE_LIMIT: '200' } })
  })

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
    await kept?.stop()
  })

  it('sets up a team whose roster had a player yesterday', async () => {
    coachPage = await openPage(browser)
    await setUpTeamThroughApi(coachPage, kept.baseUrl, coach, 'Harbor Herons')
    const team = await api<{ id: string; timeZone: string }>(coachPage, 'GET', '/api/team')
    const me = await api<{ user: { id: string } }>(coachPage, 'GET', '/api/auth/session')
    timeZone = team.timeZone
    await coachPage.close()
    await kept.stopServer()
    await addPlayerYesterday(kept.dataDir, { teamId: team.id, timeZone }, { userId: me.user.id, name: coach.name })
    // The same database, served again.
    app = await startApp({ env: { DATA_DIR: kept.dataDir, AUTH_RATE_LIMIT: '200' } })
  })

  it('lets the coach move a game and change a jersey today', async () => {
    coachPage = await openPage(browser)
    await coachPage.goto(`${app.baseUrl}/auth`)
    await signIn(coachPage, coach)
    await waitForPath(coachPage, '/dashboard')

    miaId = (
      await api<{ id: string }>(coachPage, 'POST', '/api/players', {
        name: 'Mia Rivers',
        jerseyNumber: 7,
        position: 'Midfielder',
      })
    ).id
    eventId = (
      await api<{ id: string }>(coachPage, 'POST', '/api/calendar-events', {
        title: 'Saturday game',
        type: 'game',
        date: dayIn(timeZone, 3),
        time: '10:00',
        location: 'North Field',
        opponent: 'Lions',
        description: '',
        takesAttendance: true,
      })
    ).id
    const event = await api<ApiCalendarEvent>(coachPage, 'GET', `/api/calendar-events/${eventId}`)
    await api(coachPage, 'PUT', `/api/calendar-events/${eventId}`, {
      title: event.title,
      type: event.type,
      date: event.date,
      time: '11:00',
      location: event.location,
      opponent: event.opponent,
      description: event.description,
      takesAttendance: event.takesAttendance,
      version: event.version,
    })
    const patched = await coachPage.evaluate(async (id) => {
      const response = await fetch(`/api/players/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ name: 'Mia Rivers', jerseyNumber: 9, position: 'Midfielder' }),
      })
      return response.status
    }, miaId)
    expect(patched).toBe(200)

    parentPage = await openPage(browser)
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
  })

  it('shows both changes on the Activity page with who and when', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/dashboard`)
    await headerMenuButton(page).click()
    await page.getByRole('menuitem', { name: 'Team Activity' }).click()
    await waitForPath(page, '/activity')
    await page.getByRole('heading', { level: 1, name: 'Team Activity' }).waitFor()

    const jersey = page.locator('.history-entry').filter({ hasText: 'changed Mia Rivers’s jersey from 7 to 9' })
    await jersey.waitFor()
    await expect
      .poll(() => jersey.locator('.history-entry__sentence').innerText())
      .toBe('Jordan Reyes changed Mia Rivers’s jersey from 7 to 9.')
    await expect
      .poll(() => jersey.locator('.history-entry__meta').innerText())
      .toMatch(/^Jordan Reyes · \w{3} \d+, \d{4}/)
    const moved = page.locator('.history-entry').filter({ hasText: 'moved “Saturday game”' })
    await expect
      .poll(() => moved.locator('.history-entry__sentence').innerText())
      .toMatch(/^Jordan Reyes moved “Saturday game” on \w{3}, \w{3} \d+ from 10:00 to 11:00\.$/)
    await expect.poll(() => moved.locator('time').getAttribute('datetime')).toEqual(expect.any(String))

    // The filters narrow the feed: the calendar only, then a person who has done nothing of the kind.
    await page.getByLabel('Feature').selectOption('calendar')
    await jersey.waitFor({ state: 'detached' })
    await moved.waitFor()
    await page.getByLabel('Person').selectOption({ label: parent.name })
    await page.getByText('No activity matches these filters.').waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await jersey.waitFor()

    await shootWidths(page, 'history-activity')
    await expectAccessible(page, 'the activity page')
    expect(page.errors).toEqual([])
  })

  it('shows each item’s own timeline in its History dialog', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/players`)
    await page.getByRole('button', { name: 'History of Mia Rivers' }).click()
    const dialog = page.getByRole('dialog', { name: 'History: Mia Rivers' })
    await dialog.getByText('Jordan Reyes changed Mia Rivers’s jersey from 7 to 9.').waitFor()
    await dialog.getByText('Jordan Reyes added Mia Rivers to the roster (#7, Midfielder).').waitFor()
    await shootWidths(page, 'history-dialog')
    await expectAccessible(page, 'a History dialog')
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    await dialog.waitFor({ state: 'detached' })

    await page.goto(`${app.baseUrl}/calendar?view=list`)
    await page.getByRole('button', { name: /Saturday game/ }).click()
    await page.getByRole('button', { name: 'History of Saturday game' }).click()
    const timeline = page.getByRole('dialog', { name: 'History: Saturday game' })
    await timeline.getByText(/^Jordan Reyes moved “Saturday game” on .* from 10:00 to 11:00\.$/).waitFor()
    await timeline.getByText(/^Jordan Reyes scheduled “Saturday game”/).waitFor()
    await expect.poll(() => timeline.locator('.history-entry__meta').first().innerText()).toMatch(/^Jordan Reyes · /)
    expect(page.errors).toEqual([])
  })

  it('shows yesterday’s roster, read-only, and comes back to now', async () => {
    const page = coachPage
    const yesterday = dayIn(timeZone, -1)
    await page.goto(`${app.baseUrl}/players`)
    await page.getByRole('heading', { name: 'Mia Rivers' }).waitFor()
    await page.getByLabel('View as of').fill(yesterday)
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await page.getByText(`Viewing the roster as of ${bannerDate(yesterday)} — read-only`).waitFor()
    await page.getByRole('heading', { name: 'Yuki Sato' }).waitFor()
    await expect.poll(() => page.getByRole('heading', { name: 'Mia Rivers' }).count()).toBe(0)
    // Nothing to change in the past.
    await expect.poll(() => page.getByRole('button', { name: /^(Edit|Delete|History of) / }).count()).toBe(0)
    await expect.poll(() => page.getByRole('button', { name: '+ Add Player' }).count()).toBe(0)
    await shootWidths(page, 'history-as-of-roster')
    await expectAccessible(page, 'the roster as of yesterday')

    await page.getByRole('button', { name: 'Back to now' }).click()
    await page.getByRole('heading', { name: 'Mia Rivers' }).waitFor()
    await page.getByRole('heading', { name: 'Yuki Sato' }).waitFor()
    expect(page.errors).toEqual([])
  })

  it('shows the calendar and the statistics as of yesterday too', async () => {
    const page = coachPage
    const yesterday = dayIn(timeZone, -1)
    await page.goto(`${app.baseUrl}/calendar?view=list`)
    await page.getByRole('button', { name: /Saturday game/ }).waitFor()
    await page.getByLabel('View as of').fill(yesterday)
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await page.getByText(`Viewing the calendar as of ${bannerDate(yesterday)} — read-only`).waitFor()
    // The game was scheduled today: yesterday it was not on the calendar.
    await page.getByText('Nothing was scheduled after that day').waitFor()
    await expect.poll(() => page.getByRole('button', { name: /Saturday game/ }).count()).toBe(0)
    await expect.poll(() => page.getByRole('button', { name: '+ Schedule Event' }).count()).toBe(0)
    await shootWidths(page, 'history-as-of-calendar')
    await page.getByRole('button', { name: 'Back to now' }).click()
    await page.getByRole('button', { name: /Saturday game/ }).waitFor()

    await page.goto(`${app.baseUrl}/stats`)
    await page.getByLabel('View as of').fill(yesterday)
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await page.getByText(`Viewing the statistics as of ${bannerDate(yesterday)} — read-only`).waitFor()
    await expect.poll(() => page.getByRole('tab', { name: 'Track Stats' }).count()).toBe(0)
    await shootWidths(page, 'history-as-of-stats')
    await expectAccessible(page, 'the statistics as of yesterday')
    expect(page.errors).toEqual([])
  })

  it('refuses parents every history route, and does not offer them the page', async () => {
    const page = parentPage
    const today = dayIn(timeZone)
    for (const path of [
      '/api/history',
      `/api/history/player/${miaId}`,
      `/api/history/calendar-event/${eventId}`,
      `/api/history/as-of/players?date=${today}`,
      `/api/history/as-of/players/${miaId}/stats?date=${today}`,
      `/api/history/as-of/calendar-events?date=${today}`,
    ]) {
      expect((await apiCall(page, 'GET', path)).status, path).toBe(403)
    }
    await page.goto(`${app.baseUrl}/players`)
    await page.getByRole('heading', { name: 'Mia Rivers' }).waitFor()
    await expect.poll(() => page.getByRole('button', { name: /^History of / }).count()).toBe(0)
    await expect.poll(() => page.getByLabel('View as of').count()).toBe(0)
    await page.goto(`${app.baseUrl}/activity`)
    await waitForPath(page, '/dashboard')
    expect(page.errors).toEqual([])
  })

  it('leaves read tables that a rebuild from the log reproduces exactly', async () => {
    await browser.close()
    await app.stop()
    const { exitCode, output } = await runProjectionsCli(kept.dataDir, 'verify')
    expect(output).not.toContain('DIFFERS')
    expect(exitCode, output).toBe(0)
  })
})

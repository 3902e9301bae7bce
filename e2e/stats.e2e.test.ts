import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { launchBrowser, openPage, type PageErrors } from './support/browser'
import { expectMessageBeside, fillFields, labelled } from './support/fields'
import { waitForPath } from './support/navigation'
import { sharedApp, type SharedApp } from './support/shared-app'
import { shoot, shootWidths } from './support/screenshots'
import { type Person, unique } from './support/sign-in'

type TestPage = Page & PageErrors

const coach: Person = unique({ name: 'Jordan Reyes', email: 'jordan@example.com', password: 'kickoff-2026' })
const parent: Person = unique({ name: 'Robin Lopez', email: 'robin@example.com', password: 'halftime-9' })

/** The squad: five play the first game, Noah stays home. */
const squad = [
  { name: 'Sam Okafor', jerseyNumber: 1, position: 'Goalkeeper' },
  { name: 'Ava Brooks', jerseyNumber: 4, position: 'Defender' },
  { name: 'Maya Lopez', jerseyNumber: 7, position: 'Forward', parentEmails: [parent.email] },
  { name: 'Leo Chen', jerseyNumber: 10, position: 'Midfielder' },
  { name: 'Noah Kim', jerseyNumber: 12, position: 'Defender' },
  { name: 'Priya Patel', jerseyNumber: 23, position: 'Striker' },
]

/** The first game, as the coach types it: each player's numbers by the form's labels. */
const firstGame: Record<string, Record<string, string>> = {
  'Sam Okafor': { 'Minutes played': '70', Saves: '6' },
  'Ava Brooks': { 'Minutes played': '70', 'Yellow cards': '1' },
  'Maya Lopez': { 'Minutes played': '60', Goals: '2', Assists: '1' },
  'Leo Chen': { 'Minutes played': '40', Assists: '2' },
  'Priya Patel': { 'Minutes played': '50', Goals: '1' },
}

const networkMessage = 'Could not reach the server. Check your connection and try again.'

interface ApiPlayer {
  id: string
  name: string
  stats: Record<string, number>
}

interface ApiStatLine {
  id: string
  opponent: string
  goals: number
  minutesPlayed: number
  correctedAt: string | null
}

/** Calls the API from inside the page, with the person's own session, as the app itself does. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
      return (await response.json()) as T
    },
    { method, path, body },
  )
}

const playersByName = async (page: Page) =>
  new Map((await api<ApiPlayer[]>(page, 'GET', '/api/players')).map((player) => [player.name, player]))

/** The figures of a card on the player's page ("Season Totals", "Per Game Averages"), label to value. */
async function tiles(page: Page, title: string) {
  const region = page.getByRole('region', { name: title })
  await region.locator('dd').first().waitFor()
  const labels = await region.locator('dt').allInnerTexts()
  const values = await region.locator('dd').allInnerTexts()
  return Object.fromEntries(labels.map((label, index) => [label, values[index]]))
}

/** One figure of a game in the Game by Game list. */
const figure = (game: Locator, label: string) =>
  game.locator('.stat-numbers__item').filter({ has: game.page().getByRole('term').filter({ hasText: label }) })

describe('recording, correcting and voiding game stats', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  let players: Map<string, ApiPlayer>

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
  })

  afterAll(async () => {
    await browser?.close()
  })

  const gameDialog = (page: Page) => page.getByRole('dialog', { name: 'Record Game' })
  const playerId = (name: string) => players.get(name)!.id
  const totalsOf = async (page: Page) =>
    new Map([...(await playersByName(page))].map(([name, player]) => [name, player.stats]))

  it('gives a new coach a squad of six on the Track Stats tab', async () => {
    coachPage = await openPage(browser)
    const page = coachPage
    await page.goto(`${app.baseUrl}/auth?mode=setup`)
    await fillFields(page, {
      'Your name': coach.name,
      Email: coach.email,
      Password: coach.password,
      'Confirm password': coach.password,
      'Team name': 'Lakeside Otters',
    })
    await page.getByLabel(/^Age group/).selectOption('U12')
    await page.getByRole('button', { name: 'Create Team' }).click()
    await waitForPath(page, '/dashboard')
    for (const player of squad) await api(page, 'POST', '/api/players', player)
    players = await playersByName(page)
    // The squad was added behind the page's back, possibly before its live socket said hello: load it afresh.
    await page.reload()

    await page.getByRole('link', { name: 'Stats', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Team Statistics' }).waitFor()
    await page.getByRole('tab', { name: 'Track Stats' }).click()
    await page.getByRole('button', { name: /^Noah Kim/ }).waitFor()
    await shootWidths(page, 'stats-track')
    expect(page.errors).toEqual([])
  })

  it('holds a whole game back while one row is wrong, in the browser and on the server, and records nothing', async () => {
    const page = coachPage
    await page.getByRole('button', { name: 'Record Game', exact: true }).click()
    const dialog = gameDialog(page)
    await dialog.waitFor()
    // Nobody starts ticked: a child who stayed home must not get a game.
    for (const { name } of squad) {
      await expect.poll(() => dialog.getByRole('checkbox', { name: `${name} played` }).isChecked()).toBe(false)
    }
    await shootWidths(page, 'stats-record-game')
    await expectAccessible(page, 'the record-game form')

    // Saving with nobody ticked says what is missing.
    await dialog.getByRole('button', { name: 'Save Game' }).click()
    await dialog.getByText('Select at least one player who played').waitFor()

    await labelled(dialog, 'Game date').fill('2026-03-07')
    await labelled(dialog, 'Opponent').fill('Eastside United')
    for (const [name, values] of Object.entries(firstGame)) {
      await dialog.getByRole('checkbox', { name: `${name} played` }).check()
      for (const [label, value] of Object.entries(values)) await labelled(dialog, `${label} for ${name}`).fill(value)
    }
    await expect.poll(() => dialog.getByText('Select at least one player who played').count()).toBe(0)
    await dialog.getByText('5 of 6 played.').waitFor()

    // A stray Escape (or tap on the backdrop) asks before a typed game is thrown away.
    await page.keyboard.press('Escape')
    const discard = page.getByRole('dialog', { name: 'Discard this game?' })
    await discard.waitFor()
    await page.keyboard.press('Escape')
    await discard.waitFor({ state: 'detached' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expect.poll(() => labelled(dialog, 'Goals for Maya Lopez').inputValue()).toBe('2')

    // One slip of the thumb in one row: the whole game waits, with the message beside that row's field.
    await labelled(dialog, 'Minutes played for Leo Chen').fill('150')
    await dialog.getByRole('button', { name: 'Save Game' }).click()
    await expectMessageBeside(dialog, 'Minutes played for Leo Chen', 'Minutes played must be between 0 and 120')
    await dialog.getByRole('alert').filter({ hasText: 'Nothing was recorded' }).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true')
    // The row scrolls inside the dialog: bring it into view at each width before the picture.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await labelled(dialog, 'Minutes played for Leo Chen').scrollIntoViewIfNeeded()
      await shoot(page, 'stats-record-game-error')
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectAccessible(page, 'a record-game form held back by one row')

    // The server holds the game back the same way: a line it refuses names its row, and no line is recorded.
    await labelled(dialog, 'Minutes played for Leo Chen').fill('40')
    let refused = 0
    await page.route('**/api/stats/games', async (route) => {
      const body = route.request().postDataJSON() as { lines: { playerId: string; goals: number }[] }
      for (const line of body.lines) if (line.playerId === playerId('Ava Brooks')) line.goals = 25
      const response = await route.fetch({ postData: JSON.stringify(body) })
      refused = response.status()
      await route.fulfill({ response })
    })
    await dialog.getByRole('button', { name: 'Save Game' }).click()
    await expectMessageBeside(dialog, 'Goals for Ava Brooks', 'Goals must be between 0 and 20')
    expect(refused).toBe(400)
    await dialog.getByRole('alert').filter({ hasText: 'Nothing was recorded' }).waitFor()
    await page.unroute('**/api/stats/games')
    for (const [, totals] of await totalsOf(page)) expect(totals.gamesPlayed).toBe(0)
    expect(page.errors).toEqual([])
  })

  it('records a game for five players in one form, and each of them has it', async () => {
    const page = coachPage
    const dialog = gameDialog(page)
    // Editing the row the server named is what clears its message.
    await labelled(dialog, 'Goals for Ava Brooks').fill('0')
    await dialog.getByRole('button', { name: 'Save Game' }).click()
    await dialog.getByText('Stats recorded successfully!').waitFor()
    await dialog.waitFor({ state: 'detached' })

    const totals = await totalsOf(page)
    expect(totals.get('Sam Okafor')).toMatchObject({ gamesPlayed: 1, minutesPlayed: 70, saves: 6 })
    expect(totals.get('Ava Brooks')).toMatchObject({ gamesPlayed: 1, minutesPlayed: 70, goals: 0, yellowCards: 1 })
    expect(totals.get('Maya Lopez')).toMatchObject({ gamesPlayed: 1, minutesPlayed: 60, goals: 2, assists: 1 })
    expect(totals.get('Leo Chen')).toMatchObject({ gamesPlayed: 1, minutesPlayed: 40, assists: 2 })
    expect(totals.get('Priya Patel')).toMatchObject({ gamesPlayed: 1, minutesPlayed: 50, goals: 1 })
    expect(totals.get('Noah Kim')).toMatchObject({ gamesPlayed: 0, minutesPlayed: 0 })

    // The team overview shows it at once.
    await page.getByRole('tab', { name: 'Statistics Overview' }).click()
    await page.locator('.leader-card').filter({ hasText: 'Top Scorer' }).getByText('Maya Lopez').waitFor()
    await page.locator('.leader-card').filter({ hasText: 'Top Saver' }).getByText('Sam Okafor').waitFor()
    expect(page.errors).toEqual([])
  })

  it('shows a parent the game by game view without Edit or Void', async () => {
    // A second line for Maya, recorded by mistake: the phantom game the coach will void.
    const page = coachPage
    await page.getByRole('tab', { name: 'Track Stats' }).click()
    await page.getByRole('button', { name: /^Maya Lopez/ }).click()
    const record = page.getByRole('dialog', { name: 'Record Game Stats' })
    await labelled(record, 'Game date').fill('2026-03-14')
    await labelled(record, 'Opponent').fill('Northside Strikers')
    await labelled(record, 'Minutes played').fill('45')
    await labelled(record, 'Goals').fill('1')
    await record.getByRole('button', { name: 'Save Stats' }).click()
    await record.getByText('Stats recorded successfully!').waitFor()
    await record.waitFor({ state: 'detached' })

    const { code } = await api<{ code: string }>(page, 'POST', '/api/invites', { relationship: 'parent_guardian' })
    parentPage = await openPage(browser, { width: 375 })
    await parentPage.goto(`${app.baseUrl}/auth?invite=${encodeURIComponent(code)}`)
    await fillFields(parentPage, {
      'Your name': parent.name,
      Email: parent.email,
      Password: parent.password,
      'Confirm password': parent.password,
    })
    await parentPage.getByRole('button', { name: 'Join Team' }).click()
    await waitForPath(parentPage, '/dashboard')
    await parentPage.goto(`${app.baseUrl}/stats?player=${playerId('Maya Lopez')}&view=games`)
    const games = parentPage.locator('.game-line')
    await expect.poll(() => games.count()).toBe(2)
    await parentPage.getByText('Forward · 2 games').waitFor()
    await expect.poll(() => parentPage.getByRole('button', { name: /^(Edit|Void) stats/ }).count()).toBe(0)
    expect(parentPage.errors).toEqual([])
  })

  it('lets the coach correct a mistyped line, and the parent sees it corrected at once', async () => {
    const page = coachPage
    await page.goto(`${app.baseUrl}/stats?player=${playerId('Maya Lopez')}&view=games`)
    const games = page.locator('.game-line')
    await expect.poll(() => games.count()).toBe(2)
    await shootWidths(page, 'stats-games-actions')
    await expectAccessible(page, 'the game by game view with Edit and Void')

    await page.getByRole('button', { name: 'Edit stats: vs Eastside United, Mar 7, 2026' }).click()
    const dialog = page.getByRole('dialog', { name: 'Correct Game Stats' })
    await dialog.waitFor()
    // The line as it stands, for the player it was recorded for.
    await expect.poll(() => labelled(dialog, 'Player').inputValue()).toBe(playerId('Maya Lopez'))
    await expect.poll(() => labelled(dialog, 'Player').isDisabled()).toBe(true)
    await expect.poll(() => labelled(dialog, 'Game date').inputValue()).toBe('2026-03-07')
    await expect.poll(() => labelled(dialog, 'Opponent').inputValue()).toBe('Eastside United')
    await expect.poll(() => labelled(dialog, 'Minutes played').inputValue()).toBe('60')
    await expect.poll(() => labelled(dialog, 'Goals').inputValue()).toBe('2')
    await expect.poll(() => labelled(dialog, 'Assists').inputValue()).toBe('1')

    await labelled(dialog, 'Minutes played').fill('130')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expectMessageBeside(dialog, 'Minutes played', 'Minutes played must be between 0 and 120')
    await expectAccessible(page, 'a correction with a field to fix')
    await labelled(dialog, 'Minutes played').fill('65')
    await labelled(dialog, 'Goals').fill('1')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog.getByText('Stats corrected successfully!').waitFor()

    const eastside = (on: Page) => on.locator('.game-line').filter({ hasText: 'vs Eastside United' })
    for (const on of [page, parentPage]) {
      await eastside(on).getByText('Corrected', { exact: true }).waitFor()
      await expect.poll(() => figure(eastside(on), 'Goals').locator('dd').innerText()).toBe('1')
      await expect.poll(() => figure(eastside(on), 'Minutes').locator('dd').innerText()).toBe('65')
    }
    await dialog.waitFor({ state: 'detached' })
    await shootWidths(page, 'stats-games-corrected')
    expect(page.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
  })

  it('lets the coach void the phantom game after asking, and it leaves every total and view', async () => {
    const page = coachPage
    await page.getByRole('button', { name: 'Void stats: vs Northside Strikers, Mar 14, 2026' }).click()
    const confirm = page.getByRole('dialog', { name: 'Void Stat Line' })
    await confirm
      .getByText(
        "Void this stat line (vs Northside Strikers, Mar 14, 2026)? It will no longer count in Maya Lopez's totals. This cannot be undone.",
        { exact: true },
      )
      .waitFor()
    await shootWidths(page, 'stats-void-confirm')
    await expectAccessible(page, 'the void confirmation')
    // The connection drops as the coach confirms: the dialog says so and stays, and the retry is the same command.
    const keys: string[] = []
    await page.route('**/api/stats/*', async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback()
      keys.push((await route.request().headerValue('idempotency-key')) ?? '')
      return keys.length === 1 ? route.abort('internetdisconnected') : route.fallback()
    })
    await confirm.getByRole('button', { name: 'Void Stat Line' }).click()
    await confirm.getByRole('alert').filter({ hasText: networkMessage }).waitFor()
    await confirm.getByRole('button', { name: 'Void Stat Line' }).click()
    await confirm.waitFor({ state: 'detached' })
    await page.unroute('**/api/stats/*')
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])

    for (const on of [page, parentPage]) {
      const games = on.locator('.game-line')
      await games.filter({ hasText: 'vs Northside Strikers' }).waitFor({ state: 'detached' })
      await on.getByText('Forward · 1 game', { exact: true }).waitFor()
      await expect.poll(() => games.count()).toBe(1)
    }

    // Totals, averages and games played follow the correction and the void, for the coach and the parent alike.
    for (const on of [page, parentPage]) {
      await on.getByRole('tab', { name: 'Overview', exact: true }).click()
      await expect
        .poll(() => tiles(on, 'Season Totals'))
        .toEqual({
          'Games Played': '1',
          Goals: '1',
          Assists: '1',
          'Minutes Played': '65',
          Saves: '0',
          'Yellow Cards': '0',
          'Red Cards': '0',
        })
      await expect
        .poll(() => tiles(on, 'Per Game Averages'))
        .toEqual({
          Goals: '1.0',
          Assists: '1.0',
          Minutes: '65.0',
          Saves: '0.0',
        })
    }
    const lines = await api<ApiStatLine[]>(page, 'GET', `/api/players/${playerId('Maya Lopez')}/stats`)
    expect(lines).toMatchObject([{ opponent: 'Eastside United', goals: 1, minutesPlayed: 65 }])
    expect(lines[0]?.correctedAt).toEqual(expect.any(String))
    expect(page.errors).toEqual([])
    expect(parentPage.errors).toEqual([])
  })
})

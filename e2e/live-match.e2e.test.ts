import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, openZonedPage, type TestPage } from './support/browser'
import { dayIn } from './support/dates'
import { labelled } from './support/fields'
import { keptFates } from './support/outbox'
import { shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, signIn, unique, type Person } from './support/sign-in'

const coach: Person = unique({ name: 'Rosa Lindqvist', email: 'rosa.lindqvist@example.com', password: 'kick-off-77' })
const assistant: Person = unique({ name: 'Omar Haddad', email: 'omar.haddad@example.com', password: 'touchline-12' })
const parent: Person = unique({ name: 'Jonas Weber', email: 'jonas.weber@example.com', password: 'penalty-spot-4' })
const teamZone = 'Europe/Berlin'
const minute = 60_000

interface MatchTimeline {
  goalsFor: number
  goalsAgainst: number
  timeline: { kind: string; period: number; second: number; player: { playerName: string } | null }[]
}

describe('a live match', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let assistantPage: TestPage
  let parentPage: TestPage
  let teamId: string
  const games = new Map<string, string>()
  const players = new Map<string, string>()

  /** A game of today's calendar opened on its page (the calendar's event dialog), at `width`. */
  const openGame = async (page: Page, title: string): Promise<Locator> => {
    await page.goto(`${app.baseUrl}/t/${teamId}/calendar?event=${games.get(title)}`)
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.waitFor()
    return dialog
  }
  const score = (scope: Locator | Page) => scope.getByTestId('match-score')

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    coachPage = await openZonedPage(browser, teamZone, { width: 375, height: 800 })
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Sendling Stars U10')
    teamId = (await api<{ user: { teamId: string } }>(coachPage, 'GET', '/api/auth/session')).user.teamId
    parentPage = await openZonedPage(browser, teamZone)
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    assistantPage = await openZonedPage(browser, teamZone)
    await joinTeamThroughApi(coachPage, assistantPage, app.baseUrl, assistant, 'assistant_coach')
    await api(coachPage, 'PUT', '/api/gameday-settings', { format: '7v7', periodMinutes: 25 })
    for (const [title, opponent] of [
      ['Derby', 'Rovers'],
      ['Cup tie', 'Eastside'],
      ['League match', 'Westend'],
    ] as const) {
      const game = await api<{ id: string }>(coachPage, 'POST', '/api/calendar-events', {
        title,
        type: 'game',
        opponent,
        date: dayIn(teamZone),
        time: '00:01',
        location: 'North Field',
      })
      games.set(title, game.id)
    }
    for (const [name, jerseyNumber] of [
      ['Mia Costa', 9],
      ['Leo Brandt', 7],
      ['Ada Nowak', 4],
      ['Finn Keller', 1],
      ['Ida Schulz', 2],
      ['Mats Bauer', 3],
      ['Emil Wolf', 8],
      ['Clara Hoff', 11],
    ] as const) {
      const player = await api<{ id: string }>(coachPage, 'POST', '/api/players', { name, jerseyNumber })
      players.set(name, player.id)
    }
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('the coach kicks off and records a goal on a phone; the parent’s open game page shows the score change live', async () => {
    const parentGame = await openGame(parentPage, 'Derby')
    const game = await openGame(coachPage, 'Derby')
    await expectAccessible(coachPage, 'match-before-kick-off')
    await game.getByRole('button', { name: 'Kick-off', exact: true }).click()
    await game.getByText('1st half').waitFor()
    // The parent's page hears of the kick-off over the socket, without a reload.
    await score(parentGame).waitFor()
    expect(await score(parentGame).innerText()).toBe('0–0')

    await game.getByRole('button', { name: 'Goal for us' }).click()
    const form = coachPage.getByRole('dialog', { name: 'Goal for us' })
    await labelled(form, 'Scorer').selectOption({ label: '#9 Mia Costa' })
    await labelled(form, 'Assist (optional)').selectOption({ label: '#7 Leo Brandt' })
    await expectAccessible(coachPage, 'match-goal-form')
    await shootWidths(coachPage, 'match-goal-form', [375])
    await form.getByRole('button', { name: 'Save goal' }).click()
    await expect.poll(() => form.count()).toBe(0)
    await expect.poll(() => score(game).innerText()).toBe('1–0')
    await expect.poll(() => score(parentGame).innerText()).toBe('1–0')
    await parentGame.getByText('Goal 1–0: Mia Costa (assist Leo Brandt)').waitFor()
    // The score is announced to a screen reader as it changes.
    const announced = parentGame.locator('[aria-live="polite"]').filter({ hasText: 'Score:' })
    expect(await announced.textContent()).toContain('Score: Us 1, Rovers 0')

    await game.getByRole('button', { name: 'Opponent goal' }).click()
    await expect.poll(() => score(parentGame).innerText()).toBe('1–1')
    // Undo asks first, then takes back the last goal: theirs.
    await game.getByRole('button', { name: 'Undo last goal' }).click()
    const confirm = coachPage.getByRole('dialog', { name: 'Undo the last goal?' })
    await confirm.getByRole('button', { name: 'Undo goal' }).click()
    await expect.poll(() => score(parentGame).innerText()).toBe('1–0')

    // The dashboard's live card.
    await parentPage.goto(`${app.baseUrl}/t/${teamId}/dashboard`)
    const live = parentPage.getByRole('region', { name: 'Live now' })
    await expect.poll(() => score(live).innerText()).toBe('1–0')

    await openGame(coachPage, 'Derby')
    await expectAccessible(coachPage, 'match-under-way')
    await shootWidths(coachPage, 'match-coach-light', [375, 1280])
    await coachPage.emulateMedia({ colorScheme: 'dark' })
    // Only for the picture: the buttons' colours change over 120 ms.
    await coachPage.waitForTimeout(300)
    await shootWidths(coachPage, 'match-coach-dark', [375])
    await coachPage.emulateMedia({ colorScheme: 'light' })
    await openGame(parentPage, 'Derby')
    await shootWidths(parentPage, 'match-parent', [1280, 375])
    await parentPage.goto(`${app.baseUrl}/t/${teamId}/dashboard`)
    await score(parentPage.getByRole('region', { name: 'Live now' })).waitFor()
    await shootWidths(parentPage, 'match-dashboard', [1280, 375])
  })

  it('a goal recorded without signal lands once, at the minute it was made, after the signal returns', async () => {
    const cupTie = games.get('Cup tie')!
    // The match kicked off twenty minutes ago, on the assistant's phone.
    const kickedOff = Date.now() - 20 * minute
    await api(assistantPage, 'POST', `/api/games/${cupTie}/match/kick-off`, { at: new Date(kickedOff).toISOString() })
    const parentGame = await openGame(parentPage, 'Cup tie')
    const game = await openGame(coachPage, 'Cup tie')
    await game.getByText('1st half').waitFor()

    await coachPage.context().setOffline(true)
    const tappedAt = Date.now()
    await game.getByRole('button', { name: 'Goal for us' }).click()
    const form = coachPage.getByRole('dialog', { name: 'Goal for us' })
    await labelled(form, 'Scorer').selectOption({ label: '#4 Ada Nowak' })
    await form.getByRole('button', { name: 'Save goal' }).click()
    await game.getByText('Saved on this phone: it is sent when the signal returns.').waitFor()
    // The coach sees it at once; nobody else has it yet.
    await expect.poll(() => score(game).innerText()).toBe('1–0')
    expect(await score(parentGame).innerText()).toBe('0–0')
    expect(await keptFates(coachPage)).toContain('waiting')
    // Meanwhile half time is called on the assistant's phone: the late goal still belongs to the first half.
    await api(assistantPage, 'POST', `/api/games/${cupTie}/match/half-time`, { at: new Date().toISOString() })

    await coachPage.context().setOffline(false)
    await expect.poll(() => keptFates(coachPage)).not.toContain('waiting')
    await expect.poll(() => score(parentGame).innerText()).toBe('1–0')
    const match = await api<MatchTimeline>(parentPage, 'GET', `/api/games/${cupTie}/match`)
    const goals = match.timeline.filter((line) => line.kind === 'goal')
    expect(goals).toHaveLength(1)
    expect(goals[0]).toMatchObject({ period: 1, player: { playerName: 'Ada Nowak' } })
    // Placed by the moment of the tap, not of its arrival (the clock reads whole seconds).
    expect(Math.abs(goals[0]!.second - Math.floor((tappedAt - kickedOff) / 1000))).toBeLessThanOrEqual(3)
    expect(match).toMatchObject({ goalsFor: 1, goalsAgainst: 0 })
    await parentGame.getByText('Half time', { exact: true }).first().waitFor()
    await parentGame.getByText('21′').waitFor()
  })

  it('game day at 375 px: a published lineup, then two goals and a substitution recorded without signal land once each, in order, at their minutes, and the parent’s open page follows live', async () => {
    const league = games.get('League match')!
    const id = (name: string) => players.get(name)!
    // The coach's lineup (built in the editor in lineups.e2e), published now.
    await api(coachPage, 'PUT', `/api/games/${league}/lineup`, {
      format: '7v7',
      starters: [
        ['gk', 'Finn Keller'],
        ['lb', 'Ida Schulz'],
        ['rb', 'Mats Bauer'],
        ['lm', 'Leo Brandt'],
        ['cm', 'Emil Wolf'],
        ['rm', 'Ada Nowak'],
        ['st', 'Mia Costa'],
      ].map(([slotId, name]) => ({ slotId, playerId: id(name!) })),
      bench: [id('Clara Hoff')],
    })
    await api(coachPage, 'POST', `/api/games/${league}/lineup/publish`, { publishAt: null })

    await parentPage.setViewportSize({ width: 375, height: 800 })
    const parentGame = await openGame(parentPage, 'League match')
    await parentGame.getByRole('region', { name: 'Lineup' }).getByText('Striker: Mia Costa').waitFor()

    // Kicked off ten minutes ago on the coach's phone, which then loses its signal.
    const kickedOff = Date.now() - 10 * minute
    await api(coachPage, 'POST', `/api/games/${league}/match/kick-off`, { at: new Date(kickedOff).toISOString() })
    const game = await openGame(coachPage, 'League match')
    await game.getByText('1st half').waitFor()
    await score(parentGame).waitFor()
    await coachPage.context().setOffline(true)

    const taps: number[] = []
    const goal = async (scorer: string) => {
      taps.push(Date.now())
      await game.getByRole('button', { name: 'Goal for us' }).click()
      const form = coachPage.getByRole('dialog', { name: 'Goal for us' })
      await labelled(form, 'Scorer').selectOption({ label: scorer })
      await form.getByRole('button', { name: 'Save goal' }).click()
      await expect.poll(() => form.count()).toBe(0)
    }
    await goal('#9 Mia Costa')
    await goal('#7 Leo Brandt')
    taps.push(Date.now())
    await game.getByRole('button', { name: 'Substitution' }).click()
    const swap = coachPage.getByRole('dialog', { name: 'Substitution' })
    await labelled(swap, 'Player in').selectOption({ label: '#11 Clara Hoff' })
    await labelled(swap, 'Player out').selectOption({ label: '#4 Ada Nowak' })
    await swap.getByRole('button', { name: 'Save substitution' }).click()
    await expect.poll(() => swap.count()).toBe(0)
    await expect.poll(() => score(game).innerText()).toBe('2–0')
    expect(await score(parentGame).innerText()).toBe('0–0')
    await shootWidths(coachPage, 'game-day-offline', [375])

    await coachPage.context().setOffline(false)
    await expect.poll(() => keptFates(coachPage)).not.toContain('waiting')
    // The parent's page, never reloaded, has the score and the timeline from the socket.
    await expect.poll(() => score(parentGame).innerText()).toBe('2–0')
    await parentGame.getByText('Clara Hoff on for Ada Nowak').waitFor()
    await shootWidths(parentPage, 'game-day-parent', [375])

    const match = await api<MatchTimeline>(parentPage, 'GET', `/api/games/${league}/match`)
    const recorded = match.timeline.filter((line) => line.kind === 'goal' || line.kind === 'substitution')
    // Each stored once, in the order made, each at the second of its tap (the clock reads whole seconds).
    expect(recorded.map((line) => line.kind).sort()).toEqual(['goal', 'goal', 'substitution'])
    const bySecond = [...recorded].sort((a, b) => a.second - b.second)
    expect(bySecond.map((line) => line.kind)).toEqual(['goal', 'goal', 'substitution'])
    expect(bySecond.map((line) => line.player?.playerName)).toEqual(['Mia Costa', 'Leo Brandt', 'Clara Hoff'])
    bySecond.forEach((line, index) => {
      expect(line.period).toBe(1)
      expect(Math.abs(line.second - Math.floor((taps[index]! - kickedOff) / 1000))).toBeLessThanOrEqual(3)
    })
    expect(match).toMatchObject({ goalsFor: 2, goalsAgainst: 0 })
    await parentPage.setViewportSize({ width: 1280, height: 800 })
    expect(coachPage.errors).toEqual([])
  })

  it('in German: the match panel and the team settings’ Game day card, on a phone and a desk', async () => {
    // The assistant reads the app in German: a new device follows the account's language from its sign-in.
    await api(assistantPage, 'PUT', '/api/account/language', { language: 'de' })
    const german = await openZonedPage(browser, teamZone, { width: 375, height: 800 })
    await german.goto(`${app.baseUrl}/auth`)
    await signIn(german, assistant)
    await german.waitForURL(/dashboard/)
    await german.goto(`${app.baseUrl}/t/${teamId}/calendar?event=${games.get('Derby')}`)
    const game = german.getByRole('dialog', { name: 'Derby' })
    await game.getByText('Spielverlauf').waitFor()
    await game.getByRole('button', { name: 'Tor für uns' }).waitFor()
    await shootWidths(german, 'match-de', [375, 1280])
    await german.goto(`${app.baseUrl}/t/${teamId}/team-settings`)
    const card = german.getByRole('region', { name: 'Spieltag' })
    await card.waitFor()
    await labelled(card, 'Spielformat').selectOption('9v9')
    // A new format brings its usual length of a half.
    expect(await labelled(card, 'Länge einer Halbzeit (Minuten)').inputValue()).toBe('30')
    await card.getByRole('button', { name: 'Speichern' }).click()
    await card.getByText('Spieltag-Einstellung gespeichert.').waitFor()
    await expectAccessible(german, 'gameday-settings')
    await shootWidths(german, 'gameday-settings-de', [375, 1280])
    expect(await api(coachPage, 'GET', '/api/gameday-settings')).toEqual({ format: '9v9', periodMinutes: 30 })
  })

  it('in Spanish: a parent follows the match on a phone', async () => {
    await api(parentPage, 'PUT', '/api/account/language', { language: 'es' })
    const spanish = await openZonedPage(browser, teamZone, { width: 375, height: 800 })
    await spanish.goto(`${app.baseUrl}/auth`)
    await signIn(spanish, parent)
    await spanish.waitForURL(/dashboard/)
    await spanish.goto(`${app.baseUrl}/t/${teamId}/calendar?event=${games.get('Cup tie')}`)
    const game = spanish.getByRole('dialog', { name: 'Cup tie' })
    await game.getByText('Cronología').waitFor()
    await game.getByText('Descanso', { exact: true }).first().waitFor()
    // A parent follows; only coaches record.
    expect(await game.getByRole('button', { name: 'Gol nuestro' }).count()).toBe(0)
    await shootWidths(spanish, 'match-es', [375])
  })
})

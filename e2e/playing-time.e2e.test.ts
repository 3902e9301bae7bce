import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/accessibility'
import { api } from './support/api'
import { launchBrowser, newContext, openZonedPage, type TestPage } from './support/browser'
import { dayIn } from './support/dates'
import { shootWidths } from './support/screenshots'
import { sharedApp, type SharedApp } from './support/shared-app'
import { joinTeamThroughApi, setUpTeamThroughApi, unique, type Person } from './support/sign-in'

const coach: Person = unique({ name: 'Hanna Sommer', email: 'hanna.sommer@example.com', password: 'bench-time-31' })
const parent: Person = unique({ name: 'Karl Ott', email: 'karl.ott@example.com', password: 'sideline-88' })
const teamZone = 'Europe/Berlin'
const minute = 60_000

/** A page whose browser speaks German, on the team's clock, recording uncaught errors. */
async function openGermanPage(browser: Browser, width: number): Promise<TestPage> {
  const context = await newContext(browser, { locale: 'de-DE', timezoneId: teamZone, viewport: { width, height: 800 } })
  const page = await context.newPage()
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  page.on('close', () => void context.close().catch(() => undefined))
  return Object.assign(page, { errors })
}

describe('playing time', () => {
  let app: SharedApp
  let browser: Browser
  let coachPage: TestPage
  let parentPage: TestPage
  let teamId: string
  let gameId: string
  const players = new Map<string, string>()

  const openGame = async (page: Page, title: string, id = gameId): Promise<Locator> => {
    await page.goto(`${app.baseUrl}/t/${teamId}/calendar?event=${id}`)
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.waitFor()
    return dialog
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    app = await sharedApp()
    coachPage = await openZonedPage(browser, teamZone, { width: 375, height: 800 })
    await setUpTeamThroughApi(coachPage, app.baseUrl, coach, 'Giesing Kickers U11')
    teamId = (await api<{ user: { teamId: string } }>(coachPage, 'GET', '/api/auth/session')).user.teamId
    parentPage = await openGermanPage(browser, 375)
    await joinTeamThroughApi(coachPage, parentPage, app.baseUrl, parent, 'parent_guardian')
    await api(coachPage, 'PUT', '/api/gameday-settings', { format: '7v7', periodMinutes: 25 })
    gameId = (
      await api<{ id: string }>(coachPage, 'POST', '/api/calendar-events', {
        title: 'Derby',
        type: 'game',
        opponent: 'Rovers',
        date: dayIn(teamZone),
        time: '00:01',
        location: 'North Field',
      })
    ).id
    for (const [name, jerseyNumber, parentEmails] of [
      ['Kim Keller', 1, []],
      ['Mia Ott', 9, [parent.email]],
      ['Leo Brandt', 7, []],
      ['Ben Yilmaz', 12, []],
    ] as const) {
      const player = await api<{ id: string }>(coachPage, 'POST', '/api/players', {
        name,
        jerseyNumber,
        parentEmails,
      })
      players.set(name, player.id)
    }
    const id = (name: string) => players.get(name)!
    await api(coachPage, 'PUT', `/api/games/${gameId}/lineup`, {
      format: '7v7',
      starters: [
        { slotId: 'gk', playerId: id('Kim Keller') },
        { slotId: 'cm', playerId: id('Mia Ott') },
        { slotId: 'st', playerId: id('Leo Brandt') },
      ],
      bench: [id('Ben Yilmaz')],
    })
    // The match as the coach's phone recorded it, an hour ago: 2 × 25 minutes with a five-minute break.
    const kickOff = Date.now() - 60 * minute
    const at = (minutes: number) => new Date(kickOff + minutes * minute).toISOString()
    const record = (path: string, body: object) => api(coachPage, 'POST', `/api/games/${gameId}/match/${path}`, body)
    await record('kick-off', { at: at(0) })
    await record('substitutions', { at: at(10), playerIn: id('Ben Yilmaz'), playerOut: id('Mia Ott') })
    await record('goals', { at: at(12), kind: 'ours', scorerId: id('Leo Brandt'), assistId: id('Ben Yilmaz') })
    await record('half-time', { at: at(25) })
    await record('substitutions', { at: at(27), playerIn: id('Mia Ott'), playerOut: id('Leo Brandt') })
    await record('kick-off', { at: at(30) })
    await record('goals', { at: at(40), kind: 'ours', scorerId: id('Mia Ott'), assistId: null })
    await record('substitutions', { at: at(45), playerIn: id('Leo Brandt'), playerOut: id('Ben Yilmaz') })
    await record('full-time', { at: at(55) })
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('the game’s page shows each child’s minutes to the coach, and a parent only their own child’s, in German', async () => {
    const game = await openGame(coachPage, 'Derby')
    const minutes = game.getByRole('region', { name: 'Minutes played' })
    const rows = minutes.getByRole('listitem')
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Kim Keller\s+Starter\s+50 min$/),
        expect.stringMatching(/^Leo Brandt\s+Starter\s+35 min$/),
        expect.stringMatching(/^Mia Ott\s+Starter\s+35 min$/),
        expect.stringMatching(/^Ben Yilmaz\s+30 min$/),
      ])
    await expectAccessible(coachPage, 'minutes-played')
    await minutes.scrollIntoViewIfNeeded()
    await shootWidths(coachPage, 'minutes-played-coach-light', [375, 1280])
    await coachPage.emulateMedia({ colorScheme: 'dark' })
    await coachPage.waitForTimeout(300)
    await shootWidths(coachPage, 'minutes-played-coach-dark', [375])
    await coachPage.emulateMedia({ colorScheme: 'light' })

    const parentGame = await openGame(parentPage, 'Derby')
    const own = parentGame.getByRole('region', { name: 'Minuten deines Kindes' })
    await expect
      .poll(() => own.getByRole('listitem').allInnerTexts())
      .toEqual([expect.stringMatching(/^Mia Ott\s+Startelf\s+35 Min\.$/)])
    expect(await parentGame.getByText('Kim Keller').count()).toBe(0)
    expect(await parentGame.getByRole('link', { name: 'Statistikbogen ausfüllen' }).count()).toBe(0)
    await own.scrollIntoViewIfNeeded()
    await shootWidths(parentPage, 'minutes-played-parent-de', [375])
  })

  it('after full time the coach opens the stat sheet filled in from the match and saves it into the stats', async () => {
    const game = await openGame(coachPage, 'Derby')
    await game.getByRole('link', { name: 'Fill in the stat sheet' }).click()
    const sheet = coachPage.getByRole('dialog', { name: 'Record Game' })
    await sheet.waitFor()
    const cell = (player: string, field: string) =>
      sheet.getByRole('group', { name: player }).locator(`input[name$=".${field}"]`)
    await expect.poll(() => cell('Mia Ott', 'minutesPlayed').inputValue()).toBe('35')
    expect(await cell('Mia Ott', 'goals').inputValue()).toBe('1')
    expect(await cell('Leo Brandt', 'goals').inputValue()).toBe('1')
    expect(await cell('Ben Yilmaz', 'assists').inputValue()).toBe('1')
    expect(await cell('Ben Yilmaz', 'minutesPlayed').inputValue()).toBe('30')
    expect(await cell('Kim Keller', 'minutesPlayed').inputValue()).toBe('50')
    await shootWidths(coachPage, 'stat-sheet-prefilled', [375])
    await sheet.getByRole('button', { name: 'Save Game' }).click()
    await expect.poll(() => sheet.count()).toBe(0)

    // The stats the app keeps have the game's lines, linked to it; the game's page says they are saved.
    const lines = await api<{ minutesPlayed: number; goals: number; gameId: string | null }[]>(
      coachPage,
      'GET',
      `/api/players/${players.get('Mia Ott')}/stats`,
    )
    expect(lines).toEqual([expect.objectContaining({ minutesPlayed: 35, goals: 1, gameId })])
    const again = await openGame(coachPage, 'Derby')
    await again.getByText('The stats for this game are saved.').waitFor()
    // An old link to the sheet opens no second form: the game's stats are not recorded twice.
    await coachPage.goto(`${app.baseUrl}/t/${teamId}/stats?sheet=${gameId}`)
    const saved = coachPage.getByRole('dialog', { name: 'Record Game' })
    await saved.getByText('The stats for this game are saved.').waitFor()
    expect(await saved.getByRole('button', { name: 'Save Game' }).count()).toBe(0)
  })

  it('the season’s fair playing time flags a child below the coach’s threshold', async () => {
    // A second game, half an hour from now: the family answers Going for both their children, then it is played
    // early, Ela on the bench throughout.
    const ela = await api<{ id: string }>(coachPage, 'POST', '/api/players', {
      name: 'Ela Ott',
      jerseyNumber: 5,
      parentEmails: [parent.email],
    })
    const soon = new Date(Date.now() + 30 * minute)
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: teamZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const cup = await api<{ id: string }>(coachPage, 'POST', '/api/calendar-events', {
      title: 'Cup tie',
      type: 'game',
      opponent: 'Eastside',
      date: dayIn(teamZone, 0, soon),
      time: time.format(soon),
      location: 'North Field',
    })
    for (const playerId of [ela.id, players.get('Mia Ott')!])
      await api(parentPage, 'PUT', `/api/calendar-events/${cup.id}/availability/${playerId}`, { answer: 'going' })
    await api(coachPage, 'PUT', `/api/games/${cup.id}/lineup`, {
      format: '7v7',
      starters: [
        { slotId: 'gk', playerId: players.get('Kim Keller')! },
        { slotId: 'cm', playerId: players.get('Mia Ott')! },
        { slotId: 'st', playerId: players.get('Leo Brandt')! },
      ],
      bench: [ela.id],
    })
    const kickOff = Date.now() - 60 * minute
    const at = (minutes: number) => new Date(kickOff + minutes * minute).toISOString()
    const whistle = (path: string, minutes: number) =>
      api(coachPage, 'POST', `/api/games/${cup.id}/match/${path}`, { at: at(minutes) })
    await whistle('kick-off', 0)
    await whistle('half-time', 25)
    // At half time, beside the substitution control: who has played least of those off the pitch.
    const live = await openGame(coachPage, 'Cup tie', cup.id)
    await live.getByText('Played least: Ela Ott (0 min)').waitFor()
    await live.getByText('Played least:').scrollIntoViewIfNeeded()
    await shootWidths(coachPage, 'least-played-hint', [375])
    // Not for families: the parent's page shows their children's minutes, and no hint.
    const parentLive = await openGame(parentPage, 'Cup tie', cup.id)
    await parentLive.getByRole('region', { name: 'Minuten deines Kindes' }).getByText('Ela Ott').waitFor()
    expect(await parentLive.getByText('Am wenigsten gespielt').count()).toBe(0)
    await whistle('kick-off', 30)
    await whistle('full-time', 55)

    await coachPage.goto(`${app.baseUrl}/t/${teamId}/stats`)
    await coachPage.getByRole('tab', { name: 'Track Stats' }).click()
    const card = coachPage.getByRole('region', { name: 'Fair playing time' })
    const rows = card.getByRole('listitem')
    await expect.poll(() => rows.count()).toBe(5)
    // Lowest first: Ela, available for 50 minutes and on the bench throughout; Mia played all she was there for.
    expect(await rows.nth(0).innerText()).toMatch(/^Ela Ott\s+Below 50 %\s+0 %\s+0 min played · 50 min available$/)
    expect(await rows.nth(1).innerText()).toMatch(/^Mia Ott\s+100 %/)
    expect(await card.getByText('Below 50 %').count()).toBe(1)
    expect(await rows.nth(2).innerText()).toContain('Not available in any game yet')
    await card.scrollIntoViewIfNeeded()
    await expectAccessible(coachPage, 'fair-play')
    await shootWidths(coachPage, 'fair-play-light', [375, 1280])
    await coachPage.emulateMedia({ colorScheme: 'dark' })
    await coachPage.waitForTimeout(300)
    await shootWidths(coachPage, 'fair-play-dark', [375])
    await coachPage.emulateMedia({ colorScheme: 'light' })

    // The threshold is the team's: chosen once, it stands after a reload.
    await card.getByLabel('Flag below').selectOption({ label: '75 %' })
    await card.getByText('Below 75 %').waitFor()
    await coachPage.reload()
    await coachPage.getByRole('tab', { name: 'Track Stats' }).click()
    await card.getByText('Below 75 %').waitFor()
    expect(await card.getByLabel('Flag below').inputValue()).toBe('75')

    // In German, for the coach who speaks it.
    await api(coachPage, 'PUT', '/api/account/language', { language: 'de' })
    await coachPage.reload()
    await coachPage.getByRole('tab', { name: 'Statistik erfassen' }).click()
    const german = coachPage.getByRole('region', { name: 'Faire Spielzeit' })
    await german.getByText('Unter 75 %').waitFor()
    await german.getByText('Erste Saison · 2 Spiele gespielt').waitFor()
    await german.scrollIntoViewIfNeeded()
    await shootWidths(coachPage, 'fair-play-de', [375])
    await api(coachPage, 'PUT', '/api/account/language', { language: 'en' })
  })
})

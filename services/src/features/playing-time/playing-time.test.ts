import type { FairPlay, GameMinutes, StatSheet } from '@teamspace/domain/playing-time/playing-time.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, createInvite, registerWith, setUpTeam, type Founder, type Registered } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { sessionAppWithCoachAndParent } from '../../../test/team-apps'
import { addPlayerAs, scheduleGameToday } from '../../../test/games'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let coach: Founder
let parent: Registered

beforeAll(async () => {
  ;({ app, coach, parent } = await sessionAppWithCoachAndParent(t.database))
})
afterAll(() => app?.close())

const as = (cookie: string) => ({ origin: ORIGIN, cookie })
const minute = 60_000

const scheduleGame = (type: 'game' | 'practice' = 'game') => scheduleGameToday(app, coach.cookie, type)
const newPlayer = (name: string, parentEmails: string[] = []) => addPlayerAs(app, coach.cookie, name, parentEmails)
const post = async (game: string, path: string, payload: object) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/games/${game}/match/${path}`,
    headers: as(coach.cookie),
    payload,
  })
  expect(response.statusCode, response.body).toBe(200)
}
const read = (game: string, what: 'minutes' | 'stat-sheet', cookie: string) =>
  app.inject({ method: 'GET', url: `/api/games/${game}/${what}`, headers: as(cookie) })

/**
 * A game played an hour ago, on the clock the coach's phone kept: two halves of 25 minutes with a five-minute break,
 * a lineup of three starters and a bench of one, three substitutions and two goals of ours.
 */
const playGame = async () => {
  const game = await scheduleGame()
  const [keeper, mia, leo, ben] = [
    await newPlayer('Kim Keeper'),
    await newPlayer('Mia Parent', [parent.email]),
    await newPlayer('Leo Lang'),
    await newPlayer('Ben Bench'),
  ]
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/games/${game}/lineup`,
    headers: as(coach.cookie),
    payload: {
      format: '7v7',
      starters: [
        { slotId: 'gk', playerId: keeper },
        { slotId: 'cm', playerId: mia },
        { slotId: 'st', playerId: leo },
      ],
      bench: [ben],
    },
  })
  expect(saved.statusCode, saved.body).toBe(200)
  const kickOff = Date.now() - 60 * minute
  const at = (minutes: number) => new Date(kickOff + minutes * minute).toISOString()
  await post(game, 'kick-off', { at: at(0) })
  await post(game, 'substitutions', { at: at(10), playerIn: ben, playerOut: mia })
  await post(game, 'goals', { at: at(12), kind: 'ours', scorerId: leo, assistId: ben })
  await post(game, 'half-time', { at: at(25) })
  // At half time: counted from the second half's kick-off.
  await post(game, 'substitutions', { at: at(27), playerIn: mia, playerOut: leo })
  await post(game, 'kick-off', { at: at(30) })
  await post(game, 'goals', { at: at(40), kind: 'ours', scorerId: mia, assistId: null })
  await post(game, 'goals', { at: at(41), kind: 'theirs' })
  await post(game, 'substitutions', { at: at(45), playerIn: leo, playerOut: ben })
  await post(game, 'full-time', { at: at(55) })
  return { game, keeper, mia, leo, ben }
}

describe('minutes played', () => {
  it('a coach reads every child’s minutes, exact from the lineup, the substitutions and the clock', async () => {
    const { game, keeper, mia, leo, ben } = await playGame()
    const response = await read(game, 'minutes', coach.cookie)
    expect(response.statusCode, response.body).toBe(200)
    const minutes = response.json<GameMinutes>()
    expect(minutes.status).toBe('full-time')
    // Most minutes first; the same minutes by name.
    expect(
      minutes.players.map(({ playerId, seconds, minutes, starter }) => ({ playerId, seconds, minutes, starter })),
    ).toEqual([
      { playerId: keeper, seconds: 3000, minutes: 50, starter: true },
      // The first half, then the last ten minutes.
      { playerId: leo, seconds: 1500 + 600, minutes: 35, starter: true },
      // Off at 10:00, on again for the whole second half.
      { playerId: mia, seconds: 600 + 1500, minutes: 35, starter: true },
      // On at 10:00, off at the second half's 15:00.
      { playerId: ben, seconds: 900 + 900, minutes: 30, starter: false },
    ])
  })

  it('a parent reads only their own child’s minutes', async () => {
    const { game, mia } = await playGame()
    const response = await read(game, 'minutes', parent.cookie)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<GameMinutes>().players).toEqual([
      { playerId: mia, playerName: 'Mia Parent', starter: true, onPitch: true, seconds: 2100, minutes: 35 },
    ])
  })

  it('counts a half under way up to now, and nobody before the kick-off', async () => {
    const game = await scheduleGame()
    const starter = await newPlayer('Sam Start')
    await app.inject({
      method: 'PUT',
      url: `/api/games/${game}/lineup`,
      headers: as(coach.cookie),
      payload: { format: '7v7', starters: [{ slotId: 'gk', playerId: starter }], bench: [] },
    })
    const before = (await read(game, 'minutes', coach.cookie)).json<GameMinutes>()
    expect(before).toMatchObject({ status: 'not-started', players: [{ playerId: starter, seconds: 0 }] })
    await post(game, 'kick-off', { at: new Date(Date.now() - 12 * minute).toISOString() })
    const [line] = (await read(game, 'minutes', coach.cookie)).json<GameMinutes>().players
    expect(line!.minutes).toBeGreaterThanOrEqual(12)
    expect(line!.minutes).toBeLessThan(14)
  })

  it('answers 404 for a practice or a game that is not the team’s', async () => {
    const practice = await scheduleGame('practice')
    expect((await read(practice, 'minutes', coach.cookie)).statusCode).toBe(404)
    const other = await setUpTeam(app)
    const { game } = await playGame()
    expect((await read(game, 'minutes', other.cookie)).statusCode).toBe(404)
  })
})

describe('the stat sheet the live match fills in', () => {
  it('has each child’s minutes, goals and assists for the coach; a parent may not read it', async () => {
    const { game, keeper, mia, leo, ben } = await playGame()
    expect((await read(game, 'stat-sheet', parent.cookie)).statusCode).toBe(403)
    const response = await read(game, 'stat-sheet', coach.cookie)
    expect(response.statusCode, response.body).toBe(200)
    const sheet = response.json<StatSheet>()
    expect(sheet).toMatchObject({ calendarEventId: game, opponent: 'Rovers', fullTime: true, recorded: false })
    expect(sheet.lines).toEqual(
      expect.arrayContaining([
        { playerId: keeper, minutesPlayed: 50, goals: 0, assists: 0 },
        { playerId: mia, minutesPlayed: 35, goals: 1, assists: 0 },
        { playerId: leo, minutesPlayed: 35, goals: 1, assists: 0 },
        { playerId: ben, minutesPlayed: 30, goals: 0, assists: 1 },
      ]),
    )
    expect(sheet.lines).toHaveLength(4)

    // The coach confirms it through the stats' own whole-game form: the sheet knows it is recorded.
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/stats/games',
      headers: as(coach.cookie),
      payload: {
        gameDate: sheet.gameDate,
        opponent: sheet.opponent,
        gameId: game,
        lines: sheet.lines.map((line) => ({ ...line, played: true })),
      },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    expect((await read(game, 'stat-sheet', coach.cookie)).json<StatSheet>().recorded).toBe(true)
    const totals = await t.owner.db
      .selectFrom('stat_lines')
      .select(['player_id', 'minutes_played', 'goals', 'assists'])
      .where('game_id', '=', game)
      .orderBy('minutes_played', 'desc')
      .execute()
    expect(totals.find((row) => row.player_id === ben)).toEqual({
      player_id: ben,
      minutes_played: 30,
      goals: 0,
      assists: 1,
    })
  })
})

describe('fair playing time over the season', () => {
  /** The team's local date and time `minutesFromNow` from now, as the calendar's form takes them. */
  const localIn = (timeZone: string, minutesFromNow: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(Date.now() + minutesFromNow * minute))
        .map((part) => [part.type, part.value]),
    )
    return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
  }

  it('gives each child their share of the minutes they were available for, lowest first, flagged below', async () => {
    const team = await setUpTeam(app, { name: 'Fay Fair' })
    const family = await registerWith(app, (await createInvite(app, team.cookie, 'parent_guardian')).code)
    const asCoach = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, headers: as(team.cookie), ...(payload ? { payload } : {}) })
    const child = async (name: string) =>
      (await asCoach('POST', '/api/players', { name, parentEmails: [family.email] })).json<{ id: string }>().id
    const [ada, bea, cem, dan] = [await child('Ada'), await child('Bea'), await child('Cem'), await child('Dan')]
    // A game starting in half an hour: the family answers Going for three of them, then it kicks off early.
    const game = (
      await asCoach('POST', '/api/calendar-events', {
        title: 'Early game',
        type: 'game',
        opponent: 'Rovers',
        ...localIn('Europe/London', 30),
        location: 'Park',
      })
    ).json<{ id: string }>().id
    for (const playerId of [ada, bea, cem]) {
      const answered = await app.inject({
        method: 'PUT',
        url: `/api/calendar-events/${game}/availability/${playerId}`,
        headers: as(family.cookie),
        payload: { answer: 'going' },
      })
      expect(answered.statusCode, answered.body).toBe(200)
    }
    const saved = await asCoach('PUT', `/api/games/${game}/lineup`, {
      format: '7v7',
      starters: [
        { slotId: 'gk', playerId: ada },
        { slotId: 'st', playerId: bea },
      ],
      bench: [cem],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const kickOff = Date.now() - 60 * minute
    const at = (minutes: number) => new Date(kickOff + minutes * minute).toISOString()
    for (const [path, payload] of [
      ['kick-off', { at: at(0) }],
      ['substitutions', { at: at(20), playerIn: cem, playerOut: bea }],
      ['half-time', { at: at(25) }],
      ['kick-off', { at: at(30) }],
      ['full-time', { at: at(55) }],
    ] as const) {
      const sent = await asCoach('POST', `/api/games/${game}/match/${path}`, payload)
      expect(sent.statusCode, sent.body).toBe(200)
    }

    const read = (cookie = team.cookie) =>
      app.inject({ method: 'GET', url: '/api/playing-time/season', headers: as(cookie) })
    const choose = (percent: unknown, cookie = team.cookie) =>
      app.inject({ method: 'PUT', url: '/api/playing-time/threshold', headers: as(cookie), payload: { percent } })
    expect((await read(family.cookie)).statusCode).toBe(403)
    const fair = await read()
    expect(fair.statusCode, fair.body).toBe(200)
    expect(fair.json<FairPlay>()).toEqual({
      seasonId: 'first',
      seasonName: 'First season',
      games: 1,
      thresholdPercent: 50,
      players: [
        { playerId: bea, playerName: 'Bea', playedMinutes: 20, availableMinutes: 50, sharePercent: 40, below: true },
        { playerId: cem, playerName: 'Cem', playedMinutes: 30, availableMinutes: 50, sharePercent: 60, below: false },
        { playerId: ada, playerName: 'Ada', playedMinutes: 50, availableMinutes: 50, sharePercent: 100, below: false },
        // Never answered Going to a played game: no share to judge.
        { playerId: dan, playerName: 'Dan', playedMinutes: 0, availableMinutes: 0, sharePercent: null, below: false },
      ],
    })

    // The coach's threshold is the team's: kept, and every coach's view flags by it.
    expect((await choose(66, family.cookie)).statusCode).toBe(403)
    expect((await choose(49)).statusCode).toBe(400)
    const chosen = await choose(66)
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect(chosen.json()).toEqual({ percent: 66 })
    const stricter = (await read()).json<FairPlay>()
    expect(stricter.thresholdPercent).toBe(66)
    expect(stricter.players.filter((row) => row.below).map((row) => row.playerName)).toEqual(['Bea', 'Cem'])
    const events = await t.owner.db
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', `fair-play:${team.teamId}`)
      .execute()
    expect(events).toEqual([{ type: 'FairPlayThresholdChosen' }])
    expect((await choose(66)).statusCode).toBe(200)
    expect(
      await t.owner.db
        .selectFrom('events')
        .select('type')
        .where('stream_id', '=', `fair-play:${team.teamId}`)
        .execute(),
    ).toHaveLength(1)
  })
})

import { shiftDate, todayIn } from '@teamspace/domain/calendar/calendar.time'
import type { SeasonResults } from '@teamspace/domain/results/results.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, type Founder, type Registered } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { sessionAppWithCoachAndParent } from '../../../test/team-apps'
import { addPlayerAs, scheduleGameToday } from '../../../test/games'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let coach: Founder
let parent: Registered

beforeAll(async () => {
  ;({ app, coach, parent } = await sessionAppWithCoachAndParent(t.database))
})
afterAll(() => app?.close())

const as = (cookie: string) => ({ origin: ORIGIN, cookie })
const today = () => todayIn('Europe/London', new Date())

/** A calendar event of the team, at 00:01 today in the team's zone (started) unless a later date is given. */
const schedule = (type: 'game' | 'practice', opponent = 'Rovers', date = today()) =>
  scheduleGameToday(app, coach.cookie, type, opponent, date)
const newPlayer = (name: string) => addPlayerAs(app, coach.cookie, name)
const enter = (calendarEventId: string, payload: object, cookie = coach.cookie) =>
  app.inject({ method: 'PUT', url: `/api/games/${calendarEventId}/result`, headers: as(cookie), payload })
const results = async (season?: string, cookie = coach.cookie) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/results${season ? `?season=${season}` : ''}`,
    headers: as(cookie),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<SeasonResults>()
}

describe('game results', () => {
  it('records a win and a draw into the season record, with scorers and a warning when they do not add up', async () => {
    const mia = await newPlayer('Mia Striker')
    const win = await schedule('game', 'Rovers')
    const draw = await schedule('game', 'Lions')

    const entered = await enter(win, { goalsFor: 3, goalsAgainst: 1, scorers: [{ playerId: mia, goals: 2 }] })
    expect(entered.statusCode, entered.body).toBe(200)
    expect(entered.json()).toMatchObject({
      outcome: 'W',
      opponent: 'Rovers',
      scorers: [{ playerId: mia, playerName: 'Mia Striker', goals: 2 }],
      warning: 'The scorers have 2 goals, the team 3.',
    })
    expect((await enter(draw, { goalsFor: 0, goalsAgainst: 0 })).json()).toMatchObject({ outcome: 'D', warning: null })

    // Every member sees the record.
    const seen = await results(undefined, parent.cookie)
    expect(seen.record).toEqual({ games: 2, wins: 1, draws: 1, losses: 0, goalsFor: 3, goalsAgainst: 1 })
    expect(seen.season).toMatchObject({ id: 'first', name: 'First season', current: true })
    expect(await verifyProjection(t.owner.db, projections.byName('results')!)).toEqual([])
  })

  it('corrects a result: the record follows, the log keeps both', async () => {
    const game = await schedule('game', 'Hillside')
    await enter(game, { goalsFor: 1, goalsAgainst: 2 })
    const corrected = await enter(game, { goalsFor: 2, goalsAgainst: 2 })
    expect(corrected.json()).toMatchObject({ outcome: 'D', goalsFor: 2 })
    expect(corrected.json<{ correctedAt: string | null }>().correctedAt).not.toBeNull()
    const events = await t.owner.db
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', `gameresult-${game}`)
      .orderBy('position')
      .execute()
    expect(events.map((e) => e.type)).toEqual(['GameResultRecorded', 'GameResultCorrected'])
  })

  it('refuses a parent (403), a practice, a game not started and an unknown scorer', async () => {
    const game = await schedule('game')
    expect((await enter(game, { goalsFor: 1, goalsAgainst: 0 }, parent.cookie)).statusCode).toBe(403)
    const practice = await schedule('practice')
    const refused = await enter(practice, { goalsFor: 1, goalsAgainst: 0 })
    expect([refused.statusCode, refused.json<{ error: { message: string } }>().error.message]).toEqual([
      409,
      'Only a game has a result.',
    ])
    const later = await schedule('game', 'Rovers', shiftDate(today(), 3))
    expect(
      (await enter(later, { goalsFor: 1, goalsAgainst: 0 })).json<{ error: { message: string } }>().error.message,
    ).toBe('A result can be entered once the game has started.')
    const unknown = await enter(game, { goalsFor: 1, goalsAgainst: 0, scorers: [{ playerId: 'nobody', goals: 1 }] })
    expect(unknown.statusCode).toBe(404)
    expect((await enter(game, { goalsFor: -1, goalsAgainst: 0 })).statusCode).toBe(400)
    expect((await enter('no-such-game', { goalsFor: 1, goalsAgainst: 0 })).statusCode).toBe(404)
  })
})

describe('seasons', () => {
  it('starts a new season tomorrow: today stays in the season before, with its games and goals', async () => {
    const before = await results()
    const scorer = await newPlayer('Sky Scorer')
    const line = await app.inject({
      method: 'POST',
      url: '/api/stats',
      headers: as(coach.cookie),
      payload: { playerId: scorer, gameDate: today(), opponent: 'Rovers', goals: 2 },
    })
    expect(line.statusCode, line.body).toBe(201)
    const goalsOf = async (playerId: string) => {
      const roster = await app.inject({ method: 'GET', url: '/api/players', headers: as(parent.cookie) })
      return roster.json<{ id: string; stats: { goals: number } }[]>().find((p) => p.id === playerId)?.stats.goals
    }
    expect(await goalsOf(scorer)).toBe(2)

    const start = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/seasons',
        headers: as(cookie),
        payload: { name: 'Spring 2027', startsOn: shiftDate(today(), 1), endsOn: shiftDate(today(), 120) },
      })
    expect((await start(parent.cookie)).statusCode).toBe(403)
    const started = await start(coach.cookie)
    expect(started.statusCode, started.body).toBe(201)
    const { id } = started.json<{ id: string }>()

    const now = await results()
    expect(now.season).toMatchObject({ id: 'first', current: true })
    expect(now.record).toEqual(before.record)
    expect(now.seasons.map((s) => [s.name, s.current])).toEqual([
      ['First season', true],
      ['Spring 2027', false],
    ])
    expect(await goalsOf(scorer)).toBe(2)
    const next = await results(id)
    expect(next.season).toMatchObject({ id, name: 'Spring 2027', current: false })
    expect(next.record.games).toBe(0)
    const old = await results('first')
    expect(old.record).toEqual(before.record)
    expect(old.season.endsOn).toBe(today())

    // A season starts after the current one did.
    const again = await start(coach.cookie)
    expect(again.statusCode).toBe(409)
    const backwards = await app.inject({
      method: 'POST',
      url: '/api/seasons',
      headers: as(coach.cookie),
      payload: { name: 'Odd', startsOn: shiftDate(today(), 10), endsOn: shiftDate(today(), 5) },
    })
    expect(backwards.statusCode).toBe(400)
    expect(
      (await app.inject({ method: 'GET', url: '/api/results?season=nope', headers: as(coach.cookie) })).statusCode,
    ).toBe(404)
    expect(await verifyProjection(t.owner.db, projections.byName('results')!)).toEqual([])
  })

  it('carries the roster over: a player marked as left stays, inactive, and can come back', async () => {
    const sam = await newPlayer('Sam Left')
    const mark = (left: boolean, cookie = coach.cookie) =>
      app.inject({ method: 'PUT', url: `/api/players/${sam}/left`, headers: as(cookie), payload: { left } })
    expect((await mark(true, parent.cookie)).statusCode).toBe(403)
    const marked = await mark(true)
    expect(marked.statusCode, marked.body).toBe(200)
    expect(marked.json()).toMatchObject({ id: sam, isActive: false })
    const roster = await app.inject({ method: 'GET', url: '/api/players', headers: as(parent.cookie) })
    expect(roster.json<{ id: string; isActive: boolean }[]>().find((p) => p.id === sam)).toMatchObject({
      isActive: false,
    })
    expect((await mark(false)).json()).toMatchObject({ isActive: true })
    expect(await verifyProjection(t.owner.db, projections.byName('roster')!)).toEqual([])
  })
})

import type { GameDaySetting, LiveMatches, MatchView } from '@teamspace/domain/gameday/gameday.schemas'
import { todayIn } from '@teamspace/domain/calendar/calendar.time'
import { matchStreamId } from '@teamspace/domain/gameday/gameday.events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, setUpTeam, type Founder, type Registered } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { sessionAppWithCoachAndParent } from '../../../test/team-apps'
import { addPlayerAs, scheduleGameToday } from '../../../test/games'
import { subscribeDevice } from '../../../test/push-devices'
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

const minute = 60_000
const as = (cookie: string, key?: string) => ({ origin: ORIGIN, cookie, ...(key ? { 'idempotency-key': key } : {}) })

const scheduleGame = (type: 'game' | 'practice' = 'game') => scheduleGameToday(app, coach.cookie, type)
const newPlayer = (name: string) => addPlayerAs(app, coach.cookie, name)
const send = (game: string, path: string, payload: object, cookie = coach.cookie, key?: string) =>
  app.inject({ method: 'POST', url: `/api/games/${game}/match/${path}`, headers: as(cookie, key), payload })
const matchOf = async (game: string, cookie = parent.cookie) => {
  const response = await app.inject({ method: 'GET', url: `/api/games/${game}/match`, headers: as(cookie) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<MatchView>()
}
const eventsOf = async (game: string) =>
  (
    await t.owner.db
      .selectFrom('events')
      .select(['type', 'stream_version'])
      .where('stream_id', '=', matchStreamId(game))
      .orderBy('stream_version')
      .execute()
  ).map((row) => row.type)

describe('the game-day setting', () => {
  it('is the default until a coach chooses one; a parent may read it, not change it', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/gameday-settings', headers: as(parent.cookie) })
    expect(read.json<GameDaySetting>()).toEqual({ format: '7v7', periodMinutes: 25 })
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/gameday-settings',
      headers: as(parent.cookie),
      payload: { format: '9v9', periodMinutes: 30 },
    })
    expect(refused.statusCode).toBe(403)
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/gameday-settings',
      headers: as(coach.cookie),
      payload: { format: '9v9', periodMinutes: 30 },
    })
    expect(chosen.json<GameDaySetting>()).toEqual({ format: '9v9', periodMinutes: 30 })
  })
})

describe('a live match', () => {
  it('is recorded by a coach and read by a parent: the score, the whistles and the timeline at its minutes', async () => {
    const game = await scheduleGame()
    const mia = await newPlayer('Mia Striker')
    const leo = await newPlayer('Leo Wing')
    const kickOff = Date.now() - 30 * minute

    expect((await send(game, 'kick-off', { at: new Date(kickOff).toISOString() })).statusCode).toBe(200)
    // A parent may follow, never record.
    const byParent = await send(game, 'goals', { at: new Date().toISOString(), kind: 'theirs' }, parent.cookie)
    expect(byParent.statusCode).toBe(403)

    const goal = await send(game, 'goals', {
      at: new Date(kickOff + 12 * minute + 5_000).toISOString(),
      kind: 'ours',
      scorerId: mia,
      assistId: leo,
    })
    expect(goal.statusCode, goal.body).toBe(200)
    await send(game, 'goals', { at: new Date(kickOff + 20 * minute).toISOString(), kind: 'theirs' })
    await send(game, 'substitutions', {
      at: new Date(kickOff + 22 * minute).toISOString(),
      playerIn: leo,
      playerOut: mia,
    })

    const match = await matchOf(game)
    expect(match).toMatchObject({
      status: 'first-half',
      goalsFor: 1,
      goalsAgainst: 1,
      format: '9v9',
      periodMinutes: 30,
    })
    expect(match.timeline.map(({ kind, period, second, score }) => [kind, period, second, score])).toEqual([
      ['kick-off', 1, 0, null],
      ['goal', 1, 12 * 60 + 5, [1, 0]],
      ['goal', 1, 20 * 60, [1, 1]],
      ['substitution', 1, 22 * 60, null],
    ])
    expect(match.timeline[1]).toMatchObject({
      player: { playerId: mia, playerName: 'Mia Striker' },
      other: { playerId: leo, playerName: 'Leo Wing' },
    })

    // Undo takes back the last goal: theirs.
    expect((await send(game, 'goals/undo', { at: new Date().toISOString() })).json<MatchView>()).toMatchObject({
      goalsFor: 1,
      goalsAgainst: 0,
    })
    // The dashboard's live card.
    const live = await app.inject({ method: 'GET', url: '/api/matches/live', headers: as(parent.cookie) })
    expect(live.json<LiveMatches>().matches).toMatchObject([{ calendarEventId: game, goalsFor: 1, goalsAgainst: 0 }])
    expect(await verifyProjection(t.owner.db, projections.byName('gameday')!)).toEqual([])
    // The match as of today, folded from the log, is the match the read tables give.
    const asOf = await app.inject({
      method: 'GET',
      url: `/api/history/as-of/games/${game}/match?date=${todayIn('Europe/London', new Date())}`,
      headers: as(coach.cookie),
    })
    expect(asOf.statusCode, asOf.body).toBe(200)
    expect(asOf.json()).toEqual(await matchOf(game))
  })

  it('keeps the order: no goal before kick-off, no second kick-off, nothing to undo, no match for a practice', async () => {
    const game = await scheduleGame()
    const at = new Date().toISOString()
    expect((await send(game, 'goals', { at, kind: 'theirs' })).statusCode).toBe(409)
    expect((await send(game, 'goals/undo', { at })).statusCode).toBe(409)
    expect((await send(game, 'kick-off', { at })).statusCode).toBe(200)
    const again = await send(game, 'kick-off', { at })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ error: { message: 'This half has already kicked off.' } })
    expect((await send(await scheduleGame('practice'), 'kick-off', { at })).statusCode).toBe(409)
  })

  it('lands a command replayed with the same idempotency key once, at the minute it was made', async () => {
    const game = await scheduleGame()
    const kickOff = Date.now() - 40 * minute
    await send(game, 'kick-off', { at: new Date(kickOff).toISOString() })
    // The phone lost signal at the 9th minute; the outbox sends the goal again after reconnecting, half time already
    // called from another phone.
    const goal = { at: new Date(kickOff + 9 * minute).toISOString(), kind: 'own-goal' }
    const first = await send(game, 'goals', goal, coach.cookie, 'replayed-goal-1')
    expect(first.statusCode, first.body).toBe(200)
    await send(game, 'half-time', { at: new Date(kickOff + 30 * minute).toISOString() })
    const replayed = await send(game, 'goals', goal, coach.cookie, 'replayed-goal-1')
    expect(replayed.statusCode, replayed.body).toBe(200)

    expect(await eventsOf(game)).toEqual(['MatchKickedOff', 'GoalScored', 'MatchPeriodEnded'])
    const match = await matchOf(game)
    expect(match).toMatchObject({ status: 'half-time', goalsFor: 1, goalsAgainst: 0 })
    expect(match.timeline.find((line) => line.kind === 'goal')).toMatchObject({ period: 1, second: 9 * 60 })
  })

  it('is another team’s unknown game and refuses a tap far in the future', async () => {
    const game = await scheduleGame()
    const other = await setUpTeam(app, { name: 'Other Coach' })
    const response = await app.inject({ method: 'GET', url: `/api/games/${game}/match`, headers: as(other.cookie) })
    expect(response.statusCode).toBe(404)
    const future = await send(game, 'kick-off', { at: new Date(Date.now() + 60 * minute).toISOString() })
    expect(future.statusCode).toBe(400)
  })

  it('loses a deleted player from the timeline, keeping the goal', async () => {
    const game = await scheduleGame()
    const mia = await newPlayer('Mia Gone')
    await send(game, 'kick-off', { at: new Date(Date.now() - minute).toISOString() })
    await send(game, 'goals', { at: new Date().toISOString(), kind: 'ours', scorerId: mia })
    const deleted = await app.inject({ method: 'DELETE', url: `/api/players/${mia}`, headers: as(coach.cookie) })
    expect(deleted.statusCode, deleted.body).toBeLessThan(300)
    const rows = await t.owner.db
      .selectFrom('match_timeline')
      .selectAll()
      .where('calendar_event_id', '=', game)
      .execute()
    expect(rows.some((row) => row.player_id === mia || row.other_id === mia)).toBe(false)
    const match = await matchOf(game)
    expect(match.goalsFor).toBe(1)
    expect(match.timeline.find((line) => line.kind === 'goal')?.player).toBeNull()
    // A rebuild from the log gives the same rows.
    expect(await verifyProjection(t.owner.db, projections.byName('gameday')!)).toEqual([])
  })

  it('tells a goal and the final score by push to members who opted in, never to the coach who recorded it', async () => {
    const subscribe = async (cookie: string, name: string) => {
      const response = await subscribeDevice(app, as(cookie), `http://127.0.0.1:9/push/match-${name}`)
      expect(response.statusCode, response.body).toBeLessThan(300)
    }
    await subscribe(coach.cookie, 'coach')
    await subscribe(parent.cookie, 'parent')
    const game = await scheduleGame()
    const kickOff = Date.now() - 60 * minute
    await send(game, 'kick-off', { at: new Date(kickOff).toISOString() })
    await send(game, 'goals', { at: new Date(kickOff + 5 * minute).toISOString(), kind: 'own-goal' })
    await send(game, 'half-time', { at: new Date(kickOff + 30 * minute).toISOString() })
    await send(game, 'kick-off', { at: new Date(kickOff + 35 * minute).toISOString() })
    await send(game, 'full-time', { at: new Date(kickOff + 59 * minute).toISOString() })
    const told = () =>
      t.owner.db
        .selectFrom('push_outbox')
        .select(['user_id', 'title', 'body', 'url'])
        .where('kind', '=', 'match')
        .where('url', 'like', `%${game}`)
        .orderBy('title')
        .execute()
    await expect.poll(async () => (await told()).length).toBe(2)
    const pushes = await told()
    expect(pushes.every((push) => push.user_id === parent.userId)).toBe(true)
    expect(pushes.map((push) => push.body).sort()).toEqual([
      'Final score 1–0 against Rovers.',
      'The score is 1–0 against Rovers.',
    ])
  })
})

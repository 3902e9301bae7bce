import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, createInvite, registerWith, setUpTeam, type Founder } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { sessionAppWithCoach } from '../../../test/team-apps'
import { addPlayerAs } from '../../../test/games'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let coach: Founder

beforeAll(async () => {
  ;({ app, coach } = await sessionAppWithCoach(t.database))
})
afterAll(() => app?.close())

const as = (cookie: string) => ({ origin: ORIGIN, cookie })
const newPlayer = (name: string) => addPlayerAs(app, coach.cookie, name)
const record = (payload: object, cookie = coach.cookie) =>
  app.inject({ method: 'POST', url: '/api/stats', headers: as(cookie), payload })
const playerTotals = async (playerId: string) =>
  (await app.inject({ method: 'GET', url: `/api/players/${playerId}`, headers: as(coach.cookie) })).json<{
    stats: Record<string, number>
  }>().stats

describe('recording stats', () => {
  it('adds each game to the running totals and lists the games', async () => {
    const playerId = await newPlayer('Sam Striker')
    expect(
      (
        await record({
          playerId,
          gameDate: '2026-09-05',
          opponent: 'Hillside',
          minutesPlayed: 60,
          goals: 2,
          assists: 1,
          keyPlays: ['Header from a corner', ''],
        })
      ).statusCode,
    ).toBe(201)
    expect(
      (
        await record({
          playerId,
          gameDate: '2026-09-12',
          opponent: 'Lakeside',
          minutesPlayed: 45,
          goals: 1,
          saves: -3,
          yellowCards: 1,
        })
      ).statusCode,
    ).toBe(201)

    expect(await playerTotals(playerId)).toEqual({
      gamesPlayed: 2,
      goals: 3,
      assists: 1,
      yellowCards: 1,
      redCards: 0,
      minutesPlayed: 105,
      saves: 0,
      cleanSheets: 0,
    })
    const games = (
      await app.inject({ method: 'GET', url: `/api/players/${playerId}/stats`, headers: as(coach.cookie) })
    ).json<object[]>()
    expect(games).toEqual([
      expect.objectContaining({
        gameDate: '2026-09-12',
        opponent: 'Lakeside',
        goals: 1,
        saves: 0,
        recordedByName: 'Casey Coach',
      }),
      expect.objectContaining({
        gameDate: '2026-09-05',
        opponent: 'Hillside',
        goals: 2,
        keyPlays: ['Header from a corner'],
      }),
    ])
  })

  it('tells who recorded a game to coaches only, and lets only them record', async () => {
    const playerId = await newPlayer('Quiet Keeper')
    await record({ playerId, gameDate: '2026-09-05', saves: 4 })
    const parent = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
    const seenByParent = await app.inject({
      method: 'GET',
      url: `/api/players/${playerId}/stats`,
      headers: as(parent.cookie),
    })
    expect(seenByParent.statusCode).toBe(200)
    expect(seenByParent.body).not.toContain('recordedByName')
    expect((await record({ playerId, gameDate: '2026-09-06', goals: 9 }, parent.cookie)).statusCode).toBe(403)
  })

  it("refuses a line without a player, or for another team's player", async () => {
    const missing = await record({ playerId: '', gameDate: '2026-09-05' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.message).toBe('Please select a player')
    const other = await setUpTeam(app)
    const theirs = (
      await app.inject({
        method: 'POST',
        url: '/api/players',
        headers: as(other.cookie),
        payload: { name: 'Not Yours' },
      })
    ).json<{ id: string }>().id
    expect((await record({ playerId: theirs, gameDate: '2026-09-05' })).statusCode).toBe(404)
  })

  it('counts 20 recordings sent at once exactly 20 times', async () => {
    const playerId = await newPlayer('Busy Bee')
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => record({ playerId, gameDate: '2026-09-19', goals: 1, minutesPlayed: 10 })),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201))
    expect(await playerTotals(playerId)).toMatchObject({ gamesPlayed: 20, goals: 20, minutesPlayed: 200 })
    expect(await verifyProjection(t.owner.db, projections.byName('stats')!)).toEqual([])
  })

  it('refuses a count no game reaches, so totals never overflow', async () => {
    const playerId = await newPlayer('Big Numbers')
    const response = await record({ playerId, gameDate: '2026-09-05', goals: 2147483647 })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({ goals: 'Goals must be between 0 and 20' })
    expect((await record({ playerId, gameDate: '2026-09-06', goals: 3 })).statusCode).toBe(201)
    expect(await playerTotals(playerId)).toMatchObject({ gamesPlayed: 1, goals: 3 })
  })
})

const lines = async (playerId: string, cookie = coach.cookie) =>
  (await app.inject({ method: 'GET', url: `/api/players/${playerId}/stats`, headers: as(cookie) })).json<
    { id: string; goals: number; minutesPlayed: number; correctedAt: string | null }[]
  >()

describe('correcting and voiding a line', () => {
  it('corrects a mistyped line: totals follow, the game still counts once', async () => {
    const playerId = await newPlayer('Slip Of The Thumb')
    const { id } = (await record({ playerId, gameDate: '2026-09-05', minutesPlayed: 9, goals: 1 })).json<{
      id: string
    }>()
    const corrected = await app.inject({
      method: 'PUT',
      url: `/api/stats/${id}`,
      headers: as(coach.cookie),
      payload: { gameDate: '2026-09-05', opponent: 'Hillside', minutesPlayed: 90, goals: 2 },
    })
    expect(corrected.statusCode, corrected.body).toBe(200)
    expect(corrected.json()).toMatchObject({ id, minutesPlayed: 90, goals: 2, opponent: 'Hillside' })
    expect(corrected.json().correctedAt).toEqual(expect.any(String))
    expect(await playerTotals(playerId)).toMatchObject({ gamesPlayed: 1, goals: 2, minutesPlayed: 90 })
    expect(await verifyProjection(t.owner.db, projections.byName('stats')!)).toEqual([])
  })

  it('voids a phantom game: it no longer counts anywhere, and cannot be voided twice', async () => {
    const playerId = await newPlayer('Phantom Game')
    const kept = (await record({ playerId, gameDate: '2026-09-05', goals: 1, minutesPlayed: 60 })).json<{
      id: string
    }>()
    const phantom = (await record({ playerId, gameDate: '2026-09-06', goals: 4, minutesPlayed: 9 })).json<{
      id: string
    }>()
    const voided = await app.inject({ method: 'DELETE', url: `/api/stats/${phantom.id}`, headers: as(coach.cookie) })
    expect(voided.statusCode).toBe(204)
    expect((await lines(playerId)).map((line) => line.id)).toEqual([kept.id])
    expect(await playerTotals(playerId)).toMatchObject({ gamesPlayed: 1, goals: 1, minutesPlayed: 60 })
    const again = await app.inject({ method: 'DELETE', url: `/api/stats/${phantom.id}`, headers: as(coach.cookie) })
    expect(again.statusCode).toBe(404)
  })

  it('lets only coach-like members correct or void, and only their team’s lines', async () => {
    const playerId = await newPlayer('Guarded Line')
    const { id } = (await record({ playerId, gameDate: '2026-09-05', goals: 1 })).json<{ id: string }>()
    const parent = await registerWith(app, (await createInvite(app, coach.cookie, 'parent_guardian')).code)
    const other = await setUpTeam(app)
    for (const cookie of [parent.cookie, other.cookie]) {
      const put = await app.inject({
        method: 'PUT',
        url: `/api/stats/${id}`,
        headers: as(cookie),
        payload: { gameDate: '2026-09-05', goals: 9 },
      })
      const del = await app.inject({ method: 'DELETE', url: `/api/stats/${id}`, headers: as(cookie) })
      expect([put.statusCode, del.statusCode]).toEqual(cookie === parent.cookie ? [403, 403] : [404, 404])
    }
    expect(await playerTotals(playerId)).toMatchObject({ gamesPlayed: 1, goals: 1 })
  })
})

describe('recording a whole game', () => {
  const game = (rows: object[]) =>
    app.inject({
      method: 'POST',
      url: '/api/stats/games',
      headers: as(coach.cookie),
      payload: { gameDate: '2026-10-03', opponent: 'Lakeside', lines: rows },
    })

  it('records a line for every player who played, in one command', async () => {
    const [a, b, c] = [await newPlayer('Game A'), await newPlayer('Game B'), await newPlayer('Game C')]
    const response = await game([
      { playerId: a, played: true, minutesPlayed: 90, goals: 2 },
      { playerId: b, played: true, minutesPlayed: 45, assists: 1, yellowCards: 1 },
      { playerId: c, played: false },
    ])
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().ids).toHaveLength(2)
    expect(await playerTotals(a)).toMatchObject({ gamesPlayed: 1, goals: 2, minutesPlayed: 90 })
    expect(await playerTotals(b)).toMatchObject({ gamesPlayed: 1, assists: 1, yellowCards: 1 })
    expect(await playerTotals(c)).toMatchObject({ gamesPlayed: 0 })
    expect((await lines(a))[0]).toMatchObject({ goals: 2 })
  })

  it('rejects the whole game when one line fails, naming the row and field', async () => {
    const [a, b] = [await newPlayer('Reject A'), await newPlayer('Reject B')]
    const response = await game([
      { playerId: a, played: true, minutesPlayed: 90, goals: 1 },
      { playerId: b, played: true, minutesPlayed: 150 },
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({
      'lines.1.minutesPlayed': 'Minutes played must be between 0 and 120',
    })
    expect(await playerTotals(a)).toMatchObject({ gamesPlayed: 0, goals: 0 })
  })

  it('refuses a game nobody played, and a player of another team', async () => {
    const a = await newPlayer('Bench Warmer')
    const nobody = await game([{ playerId: a, played: false }])
    expect(nobody.statusCode).toBe(400)
    expect(nobody.json().error.fields).toEqual({ lines: 'Select at least one player who played' })
    const stranger = await game([{ playerId: 'not-on-this-team', played: true, minutesPlayed: 10 }])
    expect(stranger.statusCode).toBe(404)
    expect(await playerTotals(a)).toMatchObject({ gamesPlayed: 0 })
  })
})

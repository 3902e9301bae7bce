import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, registerWith, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let coach: Awaited<ReturnType<typeof setUpTeam>>

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database))
  coach = await setUpTeam(app, { name: 'Casey Coach' })
})
afterAll(() => app?.close())

const as = (cookie: string) => ({ origin: ORIGIN, cookie })
const newPlayer = async (name: string) =>
  (await app.inject({ method: 'POST', url: '/api/players', headers: as(coach.cookie), payload: { name } })).json<{
    id: string
  }>().id
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
    expect(await verifyProjection(t.owner.db, projections.byName('roster')!)).toEqual([])
  })
})

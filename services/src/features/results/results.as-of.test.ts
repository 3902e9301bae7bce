import { shiftDate, todayIn } from '@teamspace/domain/calendar/calendar.time'
import type { SeasonResults } from '@teamspace/domain/results/results.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, type Founder } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { sessionAppWithCoach } from '../../../test/team-apps'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let coach: Founder

beforeAll(async () => {
  ;({ app, coach } = await sessionAppWithCoach(t.database))
})
afterAll(() => app?.close())

const headers = () => ({ origin: ORIGIN, cookie: coach.cookie })
const today = () => todayIn('Europe/London', new Date())
const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: headers(), ...(payload ? { payload } : {}) })
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response.body ? response.json<{ id: string }>() : { id: '' }
}
const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: headers() })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<SeasonResults>()
}
const game = async (opponent: string) =>
  (
    await send('POST', '/api/calendar-events', {
      title: `Game vs ${opponent}`,
      type: 'game',
      opponent,
      date: today(),
      time: '00:01',
      location: 'Park',
    })
  ).id

describe('the results as of a day', () => {
  it('equal today’s record and results at the end of today, through corrections, a removed scorer and a new season', async () => {
    const mia = (await send('POST', '/api/players', { name: 'Mia' })).id
    const leo = (await send('POST', '/api/players', { name: 'Leo' })).id
    const [a, b, c] = [await game('Rovers'), await game('Lions'), await game('Hawks')]
    await send('PUT', `/api/games/${a}/result`, {
      goalsFor: 3,
      goalsAgainst: 1,
      scorers: [{ playerId: mia, goals: 3 }],
    })
    await send('PUT', `/api/games/${b}/result`, { goalsFor: 0, goalsAgainst: 2 })
    await send('PUT', `/api/games/${c}/result`, {
      goalsFor: 1,
      goalsAgainst: 1,
      scorers: [{ playerId: leo, goals: 1 }],
    })
    await send('PUT', `/api/games/${a}/result`, {
      goalsFor: 2,
      goalsAgainst: 1,
      scorers: [{ playerId: mia, goals: 1 }],
    })
    // A removed player leaves the scorers.
    await send('DELETE', `/api/players/${leo}`)

    const now = await get('/api/results')
    expect(now.record).toEqual({ games: 3, wins: 1, draws: 1, losses: 1, goalsFor: 3, goalsAgainst: 4 })
    expect(now.results.find((r) => r.calendarEventId === c)?.scorers).toEqual([])
    expect(await get(`/api/history/as-of/results?date=${today()}`)).toEqual(now)
    // Before the games were entered, nothing counted.
    expect((await get(`/api/history/as-of/results?date=${shiftDate(today(), -1)}`)).record.games).toBe(0)

    await send('POST', '/api/seasons', {
      name: 'Next',
      startsOn: shiftDate(today(), 1),
      endsOn: shiftDate(today(), 90),
    })
    expect(await get(`/api/history/as-of/results?date=${today()}`)).toEqual(await get('/api/results'))
  })
})

import { shiftDate, todayIn } from '@teamspace/domain/calendar/calendar.time'
import type { ActivityPage } from '@teamspace/domain/history/history.schemas'
import type { SeasonResults } from '@teamspace/domain/results/results.schemas'
import { seasonsMessages } from '@teamspace/domain/results/seasons.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { TEAM_TIME_ZONE, type TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTeam } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let team: TeamContext

const today = () => todayIn(TEAM_TIME_ZONE, new Date())
const daysFromNow = (days: number) => shiftDate(today(), days)

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = team.coach.cookie) =>
  app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) })
const seasons = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/results', headers: { cookie: team.coach.cookie } })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<SeasonResults>().seasons.map(({ name, startsOn, current }) => ({ name, startsOn, current }))
}
const sentences = async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/history',
    headers: { cookie: team.coach.cookie },
    query: { feature: 'results' },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ActivityPage>().entries.map((entry) => entry.sentence)
}
const start = async (name: string, startsOn: string) => {
  const response = await send('POST', '/api/seasons', { name, startsOn, endsOn: shiftDate(startsOn, 120) })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}

beforeAll(async () => {
  ;({ app, team } = await sessionAppWithTeam(t.database))
})
afterAll(() => app?.close())

describe('a season cannot lock a team', () => {
  it('refuses a season that starts more than a year from today', async () => {
    for (const startsOn of ['9999-12-31', daysFromNow(367)]) {
      const response = await send('POST', '/api/seasons', { name: 'Forever', startsOn, endsOn: '9999-12-31' })
      expect(response.statusCode, startsOn).toBe(400)
      expect(response.json().error.message).toBe(seasonsMessages.startTooLate)
    }
    expect(await seasons()).toEqual([{ name: 'First season', startsOn: null, current: true }])
  })

  it('lets a coach correct, then remove, a season with nothing recorded in it, and tells it in the history', async () => {
    const id = await start('Sprnig', daysFromNow(300))
    // Nothing can start before it while it is the latest season, even one yet to start.
    expect(
      (await send('POST', '/api/seasons', { name: 'Spring', startsOn: today(), endsOn: daysFromNow(90) })).statusCode,
    ).toBe(409)

    const corrected = await send('PUT', `/api/seasons/${id}`, {
      name: 'Spring',
      startsOn: daysFromNow(-20),
      endsOn: daysFromNow(90),
    })
    expect(corrected.statusCode, corrected.body).toBe(200)
    expect(corrected.json()).toMatchObject({ id, name: 'Spring', startsOn: daysFromNow(-20), current: true })
    expect((await seasons()).at(-1)).toEqual({ name: 'Spring', startsOn: daysFromNow(-20), current: true })

    expect((await send('DELETE', `/api/seasons/${id}`)).statusCode).toBe(204)
    expect(await seasons()).toEqual([{ name: 'First season', startsOn: null, current: true }])
    expect(await sentences()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Casey Coach removed the season “Spring”, which had nothing recorded in it\.$/),
        expect.stringMatching(/^Casey Coach corrected the season “Spring” \(/),
        expect.stringMatching(/^Casey Coach started the season “Sprnig” \(/),
      ]),
    )
    // Its place is free again.
    await start('Spring', daysFromNow(-20))
    expect(await verifyProjection(t.owner.db, projections.byName('results')!)).toEqual([])
  })

  it('keeps a season that has something recorded in it, and any season but the current one', async () => {
    const autumn = await start('Autumn', daysFromNow(-10))
    await send('POST', '/api/stats/games', {
      gameDate: daysFromNow(-2),
      opponent: 'Rovers',
      lines: [{ playerId: (await team.addPlayer()).id, played: true, minutesPlayed: 60, goals: 1 }],
    })
    for (const response of [
      await send('DELETE', `/api/seasons/${autumn}`),
      await send('PUT', `/api/seasons/${autumn}`, {
        name: 'Autumn',
        startsOn: daysFromNow(-9),
        endsOn: daysFromNow(90),
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json().error.message).toBe(seasonsMessages.notEmpty)
    }
    const winter = await start('Winter', daysFromNow(5))
    const notCurrent = await send('DELETE', `/api/seasons/${autumn}`)
    expect(notCurrent.statusCode).toBe(409)
    expect(notCurrent.json().error.message).toBe(seasonsMessages.onlyCurrent)
    // A start moved back over games already recorded takes them into the season: refused too.
    const over = await send('PUT', `/api/seasons/${winter}`, {
      name: 'Winter',
      startsOn: daysFromNow(-5),
      endsOn: daysFromNow(90),
    })
    expect(over.statusCode).toBe(409)
    expect(over.json().error.message).toBe(seasonsMessages.notEmpty)
    expect((await send('DELETE', '/api/seasons/no-such-season')).statusCode).toBe(404)
    expect((await send('DELETE', `/api/seasons/${winter}`, undefined, team.parent.cookie)).statusCode).toBe(403)
    expect((await send('DELETE', `/api/seasons/${winter}`)).statusCode).toBe(204)
  })
})

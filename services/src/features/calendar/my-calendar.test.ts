import type { MyCalendar, MyNext } from '@teamspace/domain/calendar/calendar.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSessionApp, setUpTeam } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { daysFromToday } from '../../../test/route-fixtures'
import { asIn, scheduleIn, twoTeamFamily } from '../../../test/two-team-family'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let family: Awaited<ReturnType<typeof twoTeamFamily>>

beforeAll(async () => {
  ;({ app } = await buildSessionApp(t.database))
  family = await twoTeamFamily(app)
  const { riverside, hillside, elsewhere } = family
  await scheduleIn(app, riverside, 'Riverside training', 7)
  await scheduleIn(app, hillside, 'Hillside training', 3)
  await scheduleIn(app, hillside, 'Hillside match day', 20)
  await scheduleIn(app, elsewhere, 'Elsewhere training', 2)
})
afterAll(() => app?.close())

const calendarOf = async (member: { cookie: string }, query = '', teamId?: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/my/calendar${query}`, headers: asIn(member, teamId) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<MyCalendar>().events
}

describe("a person's calendar across their teams", () => {
  it("lists every team's upcoming events, soonest first, each with its team and the team's zone", async () => {
    const { person, riverside, hillside } = family
    const events = await calendarOf(person)
    expect(events.map((event) => [event.title, event.teamName, event.timeZone, event.teamTimeZone])).toEqual([
      ['Hillside training', 'Hillside Hawks', 'America/New_York', 'America/New_York'],
      ['Riverside training', 'Riverside Rovers', 'Europe/London', 'Europe/London'],
      ['Hillside match day', 'Hillside Hawks', 'America/New_York', 'America/New_York'],
    ])
    expect(events.map((event) => event.teamId)).toEqual([hillside.teamId, riverside.teamId, hillside.teamId])
    // 10:00 in each team's own zone.
    expect(events.map((event) => event.time)).toEqual(['10:00', '10:00', '10:00'])
    // The same whichever of their teams the request acts in.
    expect(await calendarOf(person, '', riverside.teamId)).toEqual(events)
    expect(await calendarOf(person, '', hillside.teamId)).toEqual(events)
  })

  it('keeps to a range of dates when asked', async () => {
    const events = await calendarOf(family.person, `?from=${daysFromToday(5)}&to=${daysFromToday(10)}`)
    expect(events.map((event) => event.title)).toEqual(['Riverside training'])
    const backwards = await app.inject({
      method: 'GET',
      url: `/api/my/calendar?from=${daysFromToday(10)}&to=${daysFromToday(5)}`,
      headers: asIn(family.person),
    })
    expect(backwards.statusCode).toBe(400)
  })

  it("shows a member of one team only that team's events, and nobody a team they are not in", async () => {
    const oneTeam = await calendarOf(family.oneTeam)
    expect(oneTeam.map((event) => event.title)).toEqual(['Riverside training'])
    const everything = JSON.stringify([oneTeam, await calendarOf(family.person)])
    expect(everything).not.toContain('Elsewhere')
    // Naming a team one is not in is not found, as on every team route.
    const stranger = await app.inject({
      method: 'GET',
      url: '/api/my/calendar',
      headers: asIn(family.person, family.elsewhere.teamId),
    })
    expect(stranger.statusCode).toBe(404)
    expect(stranger.body).not.toContain('Elsewhere')
    expect((await app.inject({ method: 'GET', url: '/api/my/calendar' })).statusCode).toBe(401)
  })

  it('says what is next in every team of the person, and only theirs', async () => {
    const { person, oneTeam, riverside, hillside } = family
    const next = async (member: { cookie: string }) => {
      const response = await app.inject({ method: 'GET', url: '/api/my/next', headers: asIn(member) })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<MyNext>().teams
    }
    const teams = await next(person)
    expect(teams.map((team) => [team.teamId, team.teamName, team.timeZone, team.next?.title])).toEqual([
      [riverside.teamId, 'Riverside Rovers', 'Europe/London', 'Riverside training'],
      [hillside.teamId, 'Hillside Hawks', 'America/New_York', 'Hillside training'],
    ])
    expect((await next(oneTeam)).map((team) => [team.teamName, team.next?.title])).toEqual([
      ['Riverside Rovers', 'Riverside training'],
    ])
    // A team with nothing ahead is listed with no next event.
    const quiet = await setUpTeam(app, { teamName: 'Quiet Quails' })
    expect((await next(quiet)).map((team) => [team.teamName, team.next])).toEqual([['Quiet Quails', null]])
    expect(JSON.stringify(teams)).not.toContain('Elsewhere')
  })
})

import type { EventAvailability } from '@teamspace/domain/availability/availability.schemas'
import type { CalendarEventView, CalendarList } from '@teamspace/domain/calendar/calendar.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { calendarEventValues, type Member, type TeamContext } from '../../../test/route-fixtures'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let team: TeamContext
let other: TeamContext

beforeAll(async () => {
  ;({ app, team, other } = await sessionAppWithTwoTeams(t.database))
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

// Eight weeks of Tuesdays and Thursdays from 16 March 2027, across the night the clocks go forward in London
// (28 March): 17:30 on the wall clock is 17:30 UTC before it and 16:30 UTC after.
const practice = {
  ...calendarEventValues(),
  title: 'Practice',
  type: 'practice',
  date: '2027-03-16',
  time: '17:30',
  endTime: '18:45',
  location: 'North Field',
  repeat: { weekdays: [2, 4], interval: 1, until: '2027-05-08' },
}

const scheduleSeries = (payload: object, member: Member = team.coach) =>
  app.inject({ method: 'POST', url: '/api/calendar-series', headers: as(member), payload })
const change = (id: string, payload: object, member: Member = team.coach) =>
  app.inject({ method: 'PUT', url: `/api/calendar-events/${id}`, headers: as(member), payload })
const cancel = (id: string, query: Record<string, string>, member: Member = team.coach) =>
  app.inject({ method: 'DELETE', url: `/api/calendar-events/${id}`, headers: as(member), query })
const one = async (id: string, member: Member = team.coach) => {
  const response = await app.inject({ method: 'GET', url: `/api/calendar-events/${id}`, headers: as(member) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CalendarEventView>()
}
const seriesVersion = async () =>
  (
    await t.owner.db
      .selectFrom('calendar_series')
      .select('version')
      .where('team_id', '=', team.teamId)
      .executeTakeFirstOrThrow()
  ).version
const upcoming = async (member: Member = team.coach) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/calendar-events',
    headers: as(member),
    query: { from: '2027-03-01', to: '2027-06-30' },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CalendarList>().upcoming.filter((event) => event.title === 'Practice')
}
const wallClock = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeStyle: 'short' }).format(new Date(instant))

describe('a repeating practice', () => {
  let ids: string[] = []

  it('is scheduled in one request as sixteen events, each at 17:30 in the team’s zone across the clock change', async () => {
    const created = await scheduleSeries(practice)
    expect(created.statusCode, created.body).toBe(201)
    ;({ ids } = created.json<{ seriesId: string; ids: string[] }>())
    expect(ids).toHaveLength(16)

    const events = await upcoming(team.parent)
    expect(events.map((event) => event.id)).toEqual(ids)
    expect(events.map((event) => event.date).slice(0, 6)).toEqual([
      '2027-03-16',
      '2027-03-18',
      '2027-03-23',
      '2027-03-25',
      '2027-03-30',
      '2027-04-01',
    ])
    expect(new Set(events.map((event) => `${wallClock(event.startsAt)}–${wallClock(event.endsAt)}`))).toEqual(
      new Set(['17:30–18:45']),
    )
    expect(events[0]!.series).toMatchObject({
      originalDate: '2027-03-16',
      exception: false,
      weekdays: [2, 4],
      interval: 1,
      until: '2027-05-08',
      summary: 'every Tuesday and Thursday',
      version: 1,
    })
    expect(events[3]!.startsAt).toBe('2027-03-25T17:30:00.000Z')
    expect(events[4]!.startsAt).toBe('2027-03-30T16:30:00.000Z')
  })

  it('keeps a Thursday moved on its own when the whole series later moves to another place', async () => {
    const thursday = ids[3]! // 25 March
    const before = await one(thursday)
    const moved = await change(thursday, {
      ...calendarEventValues(),
      title: 'Practice',
      type: 'practice',
      date: '2027-03-26',
      time: '18:00',
      endTime: '19:15',
      location: 'North Field',
      version: before.version,
      scope: 'this',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json<CalendarEventView>()).toMatchObject({ id: thursday, date: '2027-03-26', time: '18:00' })

    const everywhere = await change(ids[0]!, {
      ...practice,
      location: 'Indoor Hall',
      version: 0,
      scope: 'all',
      seriesVersion: await seriesVersion(),
    })
    expect(everywhere.statusCode, everywhere.body).toBe(200)

    const events = await upcoming()
    expect(events).toHaveLength(16)
    const byId = new Map(events.map((event) => [event.id, event]))
    expect(byId.get(thursday)).toMatchObject({ date: '2027-03-26', time: '18:00', location: 'North Field' })
    expect(byId.get(thursday)!.series).toMatchObject({ originalDate: '2027-03-25', exception: true, version: 2 })
    expect(events.filter((event) => event.id !== thursday).every((event) => event.location === 'Indoor Hall')).toBe(
      true,
    )
  })

  it('tells a moved Thursday’s History: the series scheduled, its own move, not the series change that passed it by', async () => {
    const historyOf = (id: string, member: Member = team.coach) =>
      app.inject({ method: 'GET', url: `/api/history/calendar-event/${id}`, headers: as(member) })
    const sentences = async (id: string) => {
      const response = await historyOf(id)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ entries: { sentence: string }[] }>().entries.map((entry) => entry.sentence)
    }
    // Newest first.
    expect(await sentences(ids[3]!)).toEqual([
      expect.stringMatching(
        /^Casey Coach changed only the Thu, Mar 25 .*: now Fri, Mar 26 18:00–19:15 at North Field\.$/,
      ),
      expect.stringMatching(/^Casey Coach scheduled the .* practice “Practice” at 17:30–18:45 from Tue, Mar 16/),
    ])
    // The Tuesday after it followed the series to the hall.
    expect(await sentences(ids[4]!)).toEqual([
      expect.stringMatching(
        /^Casey Coach changed the location from “North Field” to “Indoor Hall” of the every Tuesday and Thursday practice/,
      ),
      expect.stringMatching(/^Casey Coach scheduled /),
    ])
    // Another team's coach learns nothing of it.
    expect((await historyOf(ids[3]!, other.coach)).statusCode).toBe(404)
  })

  it('leaves a family’s answer for week 3 as it was when the series changes', async () => {
    const robin = await team.addPlayer([team.parent])
    const weekThree = ids[4]! // Tuesday 30 March
    const answered = await app.inject({
      method: 'PUT',
      url: `/api/calendar-events/${weekThree}/availability/${robin.id}`,
      headers: as(team.parent),
      payload: { answer: 'going' },
    })
    expect(answered.statusCode, answered.body).toBe(200)

    const renamed = await change(ids[0]!, {
      ...practice,
      title: 'Practice',
      location: 'Indoor Hall',
      description: 'Bring water',
      version: 0,
      scope: 'all',
      seriesVersion: await seriesVersion(),
    })
    expect(renamed.statusCode, renamed.body).toBe(200)

    const response = await app.inject({
      method: 'GET',
      url: `/api/calendar-events/${weekThree}/availability`,
      headers: as(team.parent),
    })
    expect(response.statusCode, response.body).toBe(200)
    const answers = response.json<EventAvailability>()
    expect(answers.players.find((player) => player.playerId === robin.id)?.answer).toBe('going')
    expect((await one(weekThree)).description).toBe('Bring water')
  })

  it('refuses a series change made on a version someone has changed since', async () => {
    const stale = await change(ids[0]!, {
      ...practice,
      location: 'Somewhere else',
      version: 0,
      scope: 'all',
      seriesVersion: (await seriesVersion()) - 1,
    })
    expect(stale.statusCode, stale.body).toBe(409)
    const missing = await change(ids[0]!, { ...practice, version: 0, scope: 'all' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields?.seriesVersion).toBe('Open the event again to change its series')
  })

  it('lets no parent and no other team change or cancel it', async () => {
    const body = { ...practice, version: 0, scope: 'all', seriesVersion: await seriesVersion() }
    expect((await change(ids[0]!, body, team.parent)).statusCode).toBe(403)
    expect((await cancel(ids[0]!, { scope: 'this' }, team.parent)).statusCode).toBe(403)
    expect((await scheduleSeries(practice, team.parent)).statusCode).toBe(403)
    expect((await change(ids[0]!, body, other.coach)).statusCode).toBe(404)
    expect((await cancel(ids[0]!, { scope: 'all', seriesVersion: '1' }, other.coach)).statusCode).toBe(404)
  })

  it('cancels this and the following events from week 6, leaving ten', async () => {
    const weekSix = ids[10]! // Tuesday 20 April
    const cancelled = await cancel(weekSix, { scope: 'following', seriesVersion: String(await seriesVersion()) })
    expect(cancelled.statusCode, cancelled.body).toBe(204)
    const events = await upcoming()
    expect(events.map((event) => event.id)).toEqual(ids.slice(0, 10))
    expect(events.at(-1)!.date).toBe('2027-04-15')
  })

  it('cancels one event on its own, and says a single event has no series to change', async () => {
    const cancelled = await cancel(ids[1]!, { scope: 'this' })
    expect(cancelled.statusCode, cancelled.body).toBe(204)
    expect((await upcoming()).map((event) => event.id)).not.toContain(ids[1])

    const single = await app.inject({
      method: 'POST',
      url: '/api/calendar-events',
      headers: as(team.coach),
      payload: calendarEventValues(),
    })
    const { id } = single.json<{ id: string }>()
    const refused = await cancel(id, { scope: 'following', seriesVersion: '1' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields?.scope).toBe('This event does not repeat: only this event can be changed')
  })

  it('splits the series when this and the following events change, the earlier ones kept', async () => {
    const { seriesId: _, ids: fresh } = (
      await scheduleSeries({
        ...practice,
        title: 'Practice',
        date: '2027-06-01',
        repeat: { ...practice.repeat, until: '2027-06-24' },
      })
    ).json<{ seriesId: string; ids: string[] }>()
    expect(fresh).toHaveLength(8)
    const versionOfFresh = (
      await t.owner.db
        .selectFrom('calendar_series')
        .select('version')
        .where('id', '=', fresh[0]!.replace(/-\d{8}$/, ''))
        .executeTakeFirstOrThrow()
    ).version
    const split = await change(fresh[4]!, {
      ...practice,
      date: '2027-06-15',
      time: '18:00',
      endTime: '19:00',
      version: 0,
      scope: 'following',
      seriesVersion: versionOfFresh,
      repeat: { weekdays: [2], interval: 1, until: '2027-06-29' },
    })
    expect(split.statusCode, split.body).toBe(200)
    const june = (await upcoming()).filter((event) => event.date >= '2027-06-01')
    expect(june.map((event) => `${event.date} ${event.time}`)).toEqual([
      '2027-06-01 17:30',
      '2027-06-03 17:30',
      '2027-06-08 17:30',
      '2027-06-10 17:30',
      '2027-06-15 18:00',
      '2027-06-22 18:00',
      '2027-06-29 18:00',
    ])
  })

  it('leaves read tables that a rebuild from the log reproduces exactly', async () => {
    expect(await verifyProjection(t.owner.db, projections.byName('calendar')!)).toEqual([])
  })
})

import type { CalendarEventView, CalendarList } from '@teamspace/domain/calendar/calendar.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import {
  calendarEventValues,
  createTeam,
  daysFromToday,
  type Member,
  type TeamContext,
} from '../../../test/route-fixtures'
import { sessionAppWithTwoTeams } from '../../../test/team-apps'
import { openLivePage } from '../../../test/live-notices'
import { projections, type App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let outbox: DevOutbox
let team: TeamContext
let other: TeamContext

beforeAll(async () => {
  ;({ app, outbox, team, other } = await sessionAppWithTwoTeams(t.database))
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })
const url = (id?: string) => (id ? `/api/calendar-events/${id}` : '/api/calendar-events')

const list = async (member: Member, query?: Record<string, string>) => {
  const response = await app.inject({ method: 'GET', url: url(), headers: as(member), ...(query ? { query } : {}) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CalendarList>()
}
const one = (member: Member, id: string) => app.inject({ method: 'GET', url: url(id), headers: as(member) })
const schedule = (payload: object, member: Member = team.coach) =>
  app.inject({ method: 'POST', url: url(), headers: as(member), payload })
const change = (id: string, payload: object, member: Member = team.coach) =>
  app.inject({ method: 'PUT', url: url(id), headers: as(member), payload })
const remove = (id: string, member: Member = team.coach) =>
  app.inject({ method: 'DELETE', url: url(id), headers: as(member) })

describe('scheduling calendar events', () => {
  it('puts a practice on the calendar at its local time in the team’s zone, taking attendance by default', async () => {
    const date = daysFromToday(10)
    const created = await schedule({ title: 'Passing drills', date, time: '10:00', location: 'North Field' })
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json<{ id: string }>()

    const view = (await one(team.coach, id)).json<CalendarEventView>()
    expect(view).toMatchObject({
      id,
      title: 'Passing drills',
      type: 'practice',
      date,
      time: '10:00',
      timeZone: 'Europe/London',
      takesAttendance: true,
      createdBy: team.coach.userId,
      createdByName: 'Casey Coach',
      version: 1,
      canEdit: true,
    })
    // The instant is 10:00 on the wall clock in London, whatever the season.
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeStyle: 'short' }).format(
        new Date(view.startsAt),
      ),
    ).toBe('10:00')
  })

  it('ends each event when the coach says, or after its type’s usual length', async () => {
    const date = daysFromToday(12)
    const chosen = await schedule({ ...calendarEventValues(), date, time: '17:30', endTime: '18:45' })
    expect(chosen.statusCode, chosen.body).toBe(201)
    const view = (await one(team.coach, chosen.json<{ id: string }>().id)).json<CalendarEventView>()
    expect(view).toMatchObject({ time: '17:30', endTime: '18:45' })
    expect(Date.parse(view.endsAt) - Date.parse(view.startsAt)).toBe(75 * 60_000)

    const usual = async (type: string, minutes: number) => {
      const created = await schedule({ ...calendarEventValues(), date, time: '10:00', type, opponent: 'Rovers' })
      const event = (await one(team.coach, created.json<{ id: string }>().id)).json<CalendarEventView>()
      expect(Date.parse(event.endsAt) - Date.parse(event.startsAt), type).toBe(minutes * 60_000)
    }
    await usual('game', 90)
    await usual('practice', 75)
    await usual('event', 120)

    const moved = await change(view.id, { ...calendarEventValues(), date, time: '17:30', endTime: '19:00', version: 1 })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json<CalendarEventView>()).toMatchObject({ endTime: '19:00', version: 2 })
  })

  it('keeps the opponent of a game only, and takes no attendance for a team event', async () => {
    const game = (
      await schedule({ ...calendarEventValues(), type: 'game', title: 'Cup tie', opponent: 'Rovers' })
    ).json<{
      id: string
    }>()
    const party = (
      await schedule({
        ...calendarEventValues(),
        type: 'event',
        title: 'Team party',
        opponent: 'Rovers',
        takesAttendance: true,
      })
    ).json<{ id: string }>()
    expect((await one(team.coach, game.id)).json()).toMatchObject({ opponent: 'Rovers', takesAttendance: true })
    expect((await one(team.coach, party.id)).json()).toMatchObject({ opponent: '', takesAttendance: false })
  })

  it('keeps the place’s address, and for a game when to arrive, for everyone who sees it', async () => {
    const game = (
      await schedule({
        ...calendarEventValues(),
        type: 'game',
        time: '10:00',
        title: 'Cup semi-final',
        opponent: 'Rovers',
        address: '12 Shore Road, Lakeside',
        arriveMinutesEarly: 30,
      })
    ).json<{ id: string }>()
    expect((await one(team.parent, game.id)).json()).toMatchObject({
      address: '12 Shore Road, Lakeside',
      arriveMinutesEarly: 30,
      meetTime: '09:30',
    })
    const moved = await change(game.id, {
      ...calendarEventValues(),
      type: 'game',
      time: '00:15',
      title: 'Cup semi-final',
      opponent: 'Rovers',
      address: '',
      arriveMinutesEarly: 45,
      version: 1,
    })
    expect(moved.json(), moved.body).toMatchObject({ address: '', arriveMinutesEarly: 45, meetTime: '23:30' })
    const refused = await schedule({ ...calendarEventValues(), arriveMinutesEarly: 600 })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ error: { message: 'Choose how early players should arrive' } })
  })

  it('schedules in the team’s time zone as Team Settings set it', async () => {
    const { context: travelling } = await createTeam(app, outbox, {
      team: 'Brooklyn Bees',
      coach: 'Bea Coach',
      parent: 'Bo Parent',
      players: 'Bee',
    })
    const settings = await app.inject({
      method: 'PATCH',
      url: '/api/team',
      headers: as(travelling.coach),
      payload: { name: 'Brooklyn Bees', ageGroup: 'U10', timeZone: 'America/New_York' },
    })
    expect(settings.statusCode, settings.body).toBe(200)
    const { id } = await travelling.scheduleCalendarEvent({ date: daysFromToday(20), time: '10:00' })
    const view = (await one(travelling.coach, id)).json<CalendarEventView>()
    expect(view.timeZone).toBe('America/New_York')
    expect(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeStyle: 'short' }).format(
        new Date(view.startsAt),
      ),
    ).toBe('10:00 AM')
    expect((await list(travelling.parent)).timeZone).toBe('America/New_York')
  })

  it('answers each form mistake with the spec’s message beside its field', async () => {
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', 'Event title is required'],
      [{ title: 'Go' }, 'title', 'Title must be at least 3 characters long'],
      [{ date: '' }, 'date', 'Date is required'],
      [{ date: '2026-02-30' }, 'date', 'Date is required'],
      [{ date: daysFromToday(-1) }, 'date', 'Event date cannot be in the past'],
      [{ time: '' }, 'time', 'Time is required'],
      [{ time: '25:00' }, 'time', 'Time is required'],
      [{ location: '  ' }, 'location', 'Location is required'],
      [{ endTime: '7pm' }, 'endTime', 'End time must be a time like 18:45'],
      [{ time: '17:30', endTime: '17:30' }, 'endTime', 'End time must be after the start'],
    ]
    for (const [override, field, message] of cases) {
      const response = await schedule({ ...calendarEventValues(), ...override })
      expect(response.statusCode, JSON.stringify(override)).toBe(400)
      expect(response.json().error.fields?.[field], JSON.stringify(override)).toBe(message)
    }
  })

  it('lets only coach-like members schedule', async () => {
    const response = await schedule(calendarEventValues(), team.parent)
    expect(response.statusCode).toBe(403)
  })
})

describe('the calendar list', () => {
  it('lists upcoming events in order and the latest five past ones, with how many past events there are', async () => {
    const { context: busy } = await createTeam(app, outbox, {
      team: 'Busy Bees',
      coach: 'Barb Coach',
      parent: 'Bill Parent',
      players: 'Buzz',
    })
    const later = await busy.scheduleCalendarEvent({ title: 'Later', date: daysFromToday(9) })
    const sooner = await busy.scheduleCalendarEvent({ title: 'Sooner', date: daysFromToday(2) })
    const cancelled = await busy.scheduleCalendarEvent({ title: 'Called off', date: daysFromToday(3) })
    expect((await app.inject({ method: 'DELETE', url: url(cancelled.id), headers: as(busy.coach) })).statusCode).toBe(
      204,
    )
    for (let daysAgo = 1; daysAgo <= 7; daysAgo++) await busy.schedulePastCalendarEvent(daysAgo, `Past ${daysAgo}`)

    const seen = await list(busy.parent)
    expect(seen.upcoming.map((e) => e.id)).toEqual([sooner.id, later.id])
    expect(seen.past.map((e) => e.title)).toEqual(['Past 1', 'Past 2', 'Past 3', 'Past 4', 'Past 5'])
    expect(seen.pastTotal).toBe(7)
    expect(seen.today).toBe(daysFromToday(0))
    expect(seen.timeZone).toBe('Europe/London')

    const ranged = await list(busy.parent, { from: daysFromToday(-3), to: daysFromToday(3) })
    expect(ranged.upcoming.map((e) => e.title)).toEqual(['Sooner'])
    expect(ranged.past.map((e) => e.title)).toEqual(['Past 1', 'Past 2', 'Past 3'])
    expect(ranged.pastTotal).toBe(7)

    const backwards = await app.inject({
      method: 'GET',
      url: url(),
      headers: as(busy.parent),
      query: { from: daysFromToday(3), to: daysFromToday(-3) },
    })
    expect(backwards.statusCode).toBe(400)
  })

  it('offers Edit only to the creator of an upcoming event, and counts to coaches only', async () => {
    const { id } = await team.scheduleCalendarEvent({ type: 'game', title: 'Derby', date: daysFromToday(4) })
    const past = (await team.schedulePastCalendarEvent(2)).id
    await team.addPlayer()
    await team.addPlayer()

    const byCoach = await list(team.coach)
    const mine = byCoach.upcoming.find((e) => e.id === id)!
    expect(mine.canEdit).toBe(true)
    expect(mine.availability).toEqual({ going: 0, notGoing: 0, maybe: 0, unanswered: 2 })
    const old = byCoach.past.find((e) => e.id === past)!
    expect(old.canEdit).toBe(false)
    expect(old.availability).toBeNull()

    const byParent = await list(team.parent)
    expect(byParent.upcoming.find((e) => e.id === id)).toMatchObject({ canEdit: false, availability: null })

    const assistant = await team.addMember('coach')
    expect((await list(assistant)).upcoming.find((e) => e.id === id)).toMatchObject({
      canEdit: false,
      availability: { unanswered: 2 },
    })
  })

  it('shows nothing of another team', async () => {
    const { id } = await other.scheduleCalendarEvent({ title: 'Hillside secret practice' })
    expect((await one(team.coach, id)).statusCode).toBe(404)
    expect(JSON.stringify(await list(team.coach))).not.toContain('Hillside secret practice')
    expect((await change(id, { ...calendarEventValues(), version: 1 })).statusCode).toBe(404)
    expect((await remove(id)).statusCode).toBe(404)
    expect((await one(other.coach, id)).statusCode).toBe(200)
  })
})

describe('changing and deleting calendar events', () => {
  it('lets the creator change an upcoming event at the version they saw, then delete it', async () => {
    const { id } = await team.scheduleCalendarEvent()
    const changed = await change(id, { ...calendarEventValues(), time: '11:30', location: 'South Field', version: 1 })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ time: '11:30', location: 'South Field', version: 2, canEdit: true })

    const stale = await change(id, { ...calendarEventValues(), time: '09:00', version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.message).toBe(
      'This event was changed by someone else in the meantime. Please check it and save again.',
    )

    expect((await remove(id)).statusCode).toBe(204)
    expect((await one(team.coach, id)).statusCode).toBe(404)
    expect((await list(team.coach)).upcoming.map((e) => e.id)).not.toContain(id)
    const again = await remove(id)
    expect(again.statusCode).toBe(404)
    expect(again.json().error.message).toBe('This event no longer exists.')
  })

  it('refuses another coach, who may neither change nor delete it', async () => {
    const { id } = await team.scheduleCalendarEvent({ title: 'Casey’s practice' })
    const assistant = await team.addMember('coach')
    const changed = await change(id, { ...calendarEventValues(), title: 'Hijacked', version: 1 }, assistant)
    expect(changed.statusCode).toBe(403)
    expect(changed.json().error.message).toBe('Only the coach who created this event can change it.')
    const removed = await remove(id, assistant)
    expect(removed.statusCode).toBe(403)
    expect(removed.json().error.message).toBe('Only the coach who created this event can change it.')
    expect((await one(team.coach, id)).json()).toMatchObject({ title: 'Casey’s practice', version: 1 })
  })

  it('refuses to change or delete an event that has begun, even for its creator', async () => {
    const id = (await team.schedulePastCalendarEvent(1)).id
    const changed = await change(id, { ...calendarEventValues(), version: 1 })
    expect(changed.statusCode).toBe(403)
    expect(changed.json().error.message).toBe('Past events cannot be edited or deleted.')
    const removed = await remove(id)
    expect(removed.statusCode).toBe(403)
    expect(removed.json().error.message).toBe('Past events cannot be edited or deleted.')
    expect((await one(team.coach, id)).json()).toMatchObject({ version: 1, canEdit: false })
  })

  it('refuses to move an event into the past', async () => {
    const { id } = await team.scheduleCalendarEvent()
    const response = await change(id, { ...calendarEventValues(), date: daysFromToday(-2), version: 1 })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual({ date: 'Event date cannot be in the past' })
  })

  it.skipIf(!isPostgresServer())(
    'loses no update when two coaches’ tabs save one event at the same moment: one saves, the other hears why not',
    async () => {
      for (let round = 0; round < 5; round++) {
        const { id } = await team.scheduleCalendarEvent()
        const [a, b] = await Promise.all([
          change(id, { ...calendarEventValues(), time: '12:00', version: 1 }),
          change(id, { ...calendarEventValues(), time: '13:00', version: 1 }),
        ])
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
        const refused = a.statusCode === 409 ? a : b
        const saved = a.statusCode === 200 ? a : b
        expect(refused.json().error.message).toBe(
          'This event was changed by someone else in the meantime. Please check it and save again.',
        )
        expect((await one(team.coach, id)).json()).toMatchObject({ time: saved.json().time, version: 2 })
      }
    },
  )

  it('keeps the calendar table equal to a rebuild from the log', async () => {
    expect(await verifyProjection(t.owner.db, projections.byName('calendar')!)).toEqual([])
  })
})

describe('live', () => {
  it('tells the team’s open pages within a second which of calendar, availability and attendance changed', async () => {
    const live = await openLivePage(app, team.parent)
    try {
      const game = await team.scheduleCalendarEvent({ type: 'game', title: 'Live game', opponent: 'Rovers' })
      await live.heard(['calendar', 'attendance'])
      const child = await team.addPlayer([team.parent])
      await live.heard(['players', 'availability', 'attendance'])
      const answered = await app.inject({
        method: 'PUT',
        url: `/api/calendar-events/${game.id}/availability/${child.id}`,
        headers: as(team.parent),
        payload: { answer: 'going' },
      })
      expect(answered.statusCode).toBe(200)
      await live.heard(['availability', 'calendar'])
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/attendance/${game.id}`,
        headers: as(team.coach),
        payload: { records: [] },
      })
      expect(saved.statusCode).toBe(200)
      await live.heard(['attendance'])
      expect((await change(game.id, { ...calendarEventValues(), type: 'game', version: 1 })).statusCode).toBe(200)
      await live.heard(['calendar', 'attendance'])
      expect((await remove(game.id)).statusCode).toBe(204)
      await live.heard(['calendar', 'attendance'])
    } finally {
      live.close()
    }
  })
})

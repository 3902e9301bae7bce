import type { AttendanceOverview, EventAttendance } from '@teamspace/domain/attendance/attendance.schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp } from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { daysFromToday, type Member, type TeamContext } from '../../../test/route-fixtures'
import { teamNamedAfter } from '../../../test/team-apps'
import { projections, type App } from '../../app'
import type { DevOutbox } from '../../platform/mail/mail'
import { verifyProjection } from '../../platform/projections/rebuild'

const t = useTestDatabase()
let app: App
let outbox: DevOutbox

beforeAll(async () => {
  ;({ app, outbox } = await buildSessionApp(t.database))
})
afterAll(() => app?.close())

const as = (member: Member) => ({ origin: ORIGIN, cookie: member.cookie })

/** A team of its own for each test, so that its tiles count only what the test made. */
const freshTeam = (name: string) => teamNamedAfter(app, outbox, name)

const attendanceOf = (member: Member, calendarEventId: string) =>
  app.inject({ method: 'GET', url: `/api/attendance/${calendarEventId}`, headers: as(member) })

const save = (member: Member, calendarEventId: string, records: { playerId: string; status: string }[]) =>
  app.inject({ method: 'PUT', url: `/api/attendance/${calendarEventId}`, headers: as(member), payload: { records } })

const overview = async (member: Member) => {
  const response = await app.inject({ method: 'GET', url: '/api/attendance', headers: as(member) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AttendanceOverview>()
}

const answer = async (team: TeamContext, calendarEventId: string, playerId: string, value: string) => {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/calendar-events/${calendarEventId}/availability/${playerId}`,
    headers: as(team.parent),
    payload: { answer: value },
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe('taking attendance', () => {
  it('starts from the families’ answers, then saves the whole set, every active player in it', async () => {
    const club = await freshTeam('Alder')
    const game = await club.scheduleCalendarEvent({ type: 'game', title: 'Cup tie', opponent: 'Rovers' })
    const away = await club.addPlayer([club.parent])
    const unsure = await club.addPlayer([club.parent])
    const silent = await club.addPlayer()
    await answer(club, game.id, away.id, 'not-going')
    await answer(club, game.id, unsure.id, 'maybe')

    const before = await attendanceOf(club.coach, game.id)
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json<EventAttendance>()).toEqual({
      calendarEventId: game.id,
      takenAt: null,
      records: expect.arrayContaining([
        expect.objectContaining({
          playerId: away.id,
          playerName: away.name,
          status: 'excused',
          source: 'availability',
        }),
        expect.objectContaining({ playerId: unsure.id, status: 'present', source: 'availability' }),
        expect.objectContaining({ playerId: silent.id, status: 'present', source: 'default' }),
      ]),
    })

    const saved = await save(club.coach, game.id, [
      { playerId: away.id, status: 'absent' },
      { playerId: unsure.id, status: 'sick' },
      { playerId: 'not-on-the-roster', status: 'late' },
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    const body = saved.json<EventAttendance>()
    expect(body.takenAt).not.toBeNull()
    expect(body.records.map(({ playerId, status, source }) => ({ playerId, status, source }))).toEqual(
      expect.arrayContaining([
        { playerId: away.id, status: 'absent', source: 'saved' },
        { playerId: unsure.id, status: 'present', source: 'saved' },
        { playerId: silent.id, status: 'present', source: 'saved' },
      ]),
    )
    expect(body.records).toHaveLength(3)
    // Everyone reads it; only coach-like members save it.
    expect((await attendanceOf(club.parent, game.id)).json<EventAttendance>().takenAt).toBe(body.takenAt)
    expect((await save(club.parent, game.id, [{ playerId: away.id, status: 'present' }])).statusCode).toBe(403)
    const assistant = await club.addMember('coach')
    expect((await save(assistant, game.id, [{ playerId: away.id, status: 'late' }])).statusCode).toBe(200)
  })

  it('refuses a calendar event that takes no attendance, a deleted one and another team’s', async () => {
    const club = await freshTeam('Birch')
    const party = await club.scheduleCalendarEvent({ type: 'event', title: 'Team party' })
    for (const response of [await attendanceOf(club.coach, party.id), await save(club.coach, party.id, [])]) {
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toBe('This event does not take attendance.')
    }
    const unticked = await club.scheduleCalendarEvent({ takesAttendance: false })
    expect((await save(club.coach, unticked.id, [])).statusCode).toBe(400)

    const called = await club.scheduleCalendarEvent()
    await app.inject({ method: 'DELETE', url: `/api/calendar-events/${called.id}`, headers: as(club.coach) })
    expect((await save(club.coach, called.id, [])).statusCode).toBe(404)

    const elsewhere = await freshTeam('Cedar')
    const theirs = await elsewhere.scheduleCalendarEvent()
    expect((await attendanceOf(club.coach, theirs.id)).statusCode).toBe(404)
    expect((await save(club.coach, theirs.id, [])).statusCode).toBe(404)
  })
})

describe('the attendance overview', () => {
  it('counts the events that take attendance, the rounded average and each player’s percentage', async () => {
    const club = await freshTeam('Dogwood')
    const [first, second] = [await club.addPlayer(), await club.addPlayer()]
    const past = await club.schedulePastCalendarEvent(3, 'Last week’s practice')
    const game = await club.scheduleCalendarEvent({
      type: 'game',
      title: 'Derby',
      opponent: 'Rovers',
      date: daysFromToday(5),
    })
    await club.scheduleCalendarEvent({ type: 'event', title: 'Team party' })
    await club.scheduleCalendarEvent({ title: 'No register', takesAttendance: false })
    const called = await club.scheduleCalendarEvent({ title: 'Called off' })
    await app.inject({ method: 'DELETE', url: `/api/calendar-events/${called.id}`, headers: as(club.coach) })

    const empty = await overview(club.parent)
    // Nothing recorded is not nobody came.
    expect(empty).toMatchObject({ totalEvents: 2, averageAttendance: null, totalPlayers: 2 })
    expect(empty.events.map((e) => [e.title, e.taken])).toEqual([
      ['Derby', false],
      ['Last week’s practice', false],
    ])
    expect(empty.players.map((p) => p.percentage)).toEqual([null, null])

    await save(club.coach, past.id, [
      { playerId: first.id, status: 'present' },
      { playerId: second.id, status: 'absent' },
    ])
    await save(club.coach, game.id, [
      { playerId: first.id, status: 'present' },
      { playerId: second.id, status: 'late' },
    ])
    const percentages = async () =>
      Object.fromEntries(
        (await overview(club.coach)).players.map((p) => [p.playerId, [p.present, p.total, p.percentage]]),
      )
    expect(await percentages()).toEqual({ [first.id]: [2, 2, 100], [second.id]: [0, 2, 0] })
    expect((await overview(club.coach)).averageAttendance).toBe(50)
    expect((await overview(club.coach)).events.every((e) => e.taken)).toBe(true)

    // Saving again replaces that event's set: the old one no longer counts.
    await save(club.coach, past.id, [{ playerId: second.id, status: 'present' }])
    expect(await percentages()).toEqual({ [first.id]: [2, 2, 100], [second.id]: [1, 2, 50] })
    expect((await overview(club.coach)).averageAttendance).toBe(75)

    // A third of three: rounded.
    const third = await club.addPlayer()
    await save(club.coach, game.id, [
      { playerId: first.id, status: 'absent' },
      { playerId: third.id, status: 'absent' },
    ])
    expect(await percentages()).toEqual({
      [first.id]: [1, 2, 50],
      [second.id]: [2, 2, 100],
      [third.id]: [0, 1, 0],
    })
    expect(await overview(club.coach)).toMatchObject({ averageAttendance: 60, totalPlayers: 3 })

    // A deleted event leaves the tiles, its records with it.
    const early = await club.scheduleCalendarEvent({ title: 'Extra session', date: daysFromToday(2) })
    await save(club.coach, early.id, [])
    expect((await overview(club.coach)).totalEvents).toBe(3)
    await app.inject({ method: 'DELETE', url: `/api/calendar-events/${early.id}`, headers: as(club.coach) })
    expect(await overview(club.coach)).toMatchObject({ totalEvents: 2, averageAttendance: 60 })
  })

  it.skipIf(!isPostgresServer())(
    'counts every save when coaches save different events for the same players at the same moment',
    async () => {
      const club = await freshTeam('Elm')
      const players = [await club.addPlayer(), await club.addPlayer(), await club.addPlayer()]
      const assistant = await club.addMember('coach')
      const events = await Promise.all(Array.from({ length: 8 }, () => club.scheduleCalendarEvent()))
      const responses = await Promise.all(
        events.map((e, i) =>
          save(
            i % 2 === 0 ? club.coach : assistant,
            e.id,
            players.map((p, j) => ({ playerId: p.id, status: (i + j) % 2 === 0 ? 'present' : 'absent' })),
          ),
        ),
      )
      expect(responses.map((r) => r.statusCode)).toEqual(events.map(() => 200))
      const { players: rows, averageAttendance } = await overview(club.coach)
      expect(rows.map((p) => p.total)).toEqual([8, 8, 8])
      expect(rows.reduce((sum, p) => sum + p.present, 0)).toBe(12)
      expect(averageAttendance).toBe(50)
    },
  )

  it('keeps the attendance tables equal to a rebuild from the log', async () => {
    expect(await verifyProjection(t.owner.db, projections.byName('attendance')!)).toEqual([])
  })
})

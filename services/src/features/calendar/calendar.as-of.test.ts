import { foldCalendar } from '@teamspace/domain/calendar/calendar.as-of'
import { calendarEventStreamId, type CalendarDomainEvent } from '@teamspace/domain/calendar/calendar.events'
import { calendarEventTypes } from '@teamspace/domain/calendar/calendar.schemas'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldAgainstTables, type Written } from '../../../test/as-of-spec'
import { useTestDatabase } from '../../../test/database'
import { features } from '../../app'

const t = useTestDatabase()
/** The projections that keep the calendar's table, as the app runs them. */
const projections = features.filter((f) => f.name === 'calendar').flatMap((f) => f.projections)
const TEAM = 'team-1'
const start = Date.parse('2026-09-01T10:00:00.000Z')

/** What a coach may do next, each choice resolved against the calendar events that are on the calendar then. */
const step = fc.record({
  kind: fc.constantFrom('schedule', 'change', 'cancel'),
  pick: fc.nat(),
  title: fc.constantFrom('Practice', 'Cup tie', ''),
  type: fc.constantFrom(...calendarEventTypes),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 8, max: 20 }),
  location: fc.constantFrom('', 'North Field'),
  takesAttendance: fc.boolean(),
  actor: fc.constantFrom('coach-a', 'coach-b'),
})
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

const historyOf = (steps: readonly Step[]) => {
  const written: Written<CalendarDomainEvent>[] = []
  const onCalendar: string[] = []
  steps.forEach((s, i) => {
    const at = new Date(start + i * 60_000).toISOString()
    const write = (event: CalendarDomainEvent, id: string) =>
      written.push({ event, streamId: calendarEventStreamId(id), recordedAt: at, actorId: s.actor })
    const date = `2026-10-${String(s.day).padStart(2, '0')}`
    const time = `${String(s.hour).padStart(2, '0')}:00`
    const details = {
      teamId: TEAM,
      title: s.title,
      type: s.type,
      date,
      time,
      timeZone: 'UTC',
      startsAt: `${date}T${time}:00.000Z`,
      endTime: time,
      endsAt: `${date}T${time}:00.000Z`,
      location: s.location,
      opponent: s.type === 'game' ? 'Lions' : '',
      address: '',
      arriveMinutesEarly: 0,
      description: '',
    }
    const existing = onCalendar[s.pick % Math.max(onCalendar.length, 1)]
    if (s.kind === 'schedule' || !existing) {
      const calendarEventId = `e${i}`
      onCalendar.push(calendarEventId)
      write(
        {
          type: 'CalendarEventScheduled',
          data: {
            ...details,
            calendarEventId,
            takesAttendance: s.takesAttendance,
            createdBy: s.actor,
            scheduledAt: at,
          },
        },
        calendarEventId,
      )
    } else if (s.kind === 'change')
      write({ type: 'CalendarEventChanged', data: { ...details, calendarEventId: existing, changedAt: at } }, existing)
    else {
      onCalendar.splice(onCalendar.indexOf(existing), 1)
      write(
        { type: 'CalendarEventCancelled', data: { teamId: TEAM, calendarEventId: existing, cancelledAt: at } },
        existing,
      )
    }
  })
  return written
}

describe('the calendar as of now', () => {
  it('equals the read table’s events that are not cancelled, after any history of schedules, changes and cancellations', () =>
    fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        await foldAgainstTables(t, projections, historyOf(steps), async (db, folded) => {
          const rows = await db
            .selectFrom('calendar_events')
            .selectAll()
            .where('team_id', '=', TEAM)
            .where('cancelled_at', 'is', null)
            .execute()
          const tables = rows
            .map((row) => ({
              id: row.id,
              title: row.title,
              type: row.type,
              date: row.local_date,
              time: row.local_time,
              timeZone: row.time_zone,
              startsAt: row.starts_at.toISOString(),
              endTime: row.end_time,
              endsAt: row.ends_at.toISOString(),
              location: row.location,
              opponent: row.opponent,
              address: '',
              arriveMinutesEarly: 0,
              description: row.description,
              takesAttendance: row.takes_attendance,
              createdBy: row.created_by,
              createdAt: row.created_at.toISOString(),
              updatedAt: row.updated_at.toISOString(),
              version: row.version,
            }))
            .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id))
          expect(tables).toEqual(foldCalendar(folded))
        })
      }),
      { numRuns: 25 },
    ))
})

import type { AttendanceTaken } from '@teamspace/domain/attendance/attendance.events'
import type { AttendanceStatus } from '@teamspace/domain/attendance/attendance.schemas'
import type { CalendarEventCancelled } from '@teamspace/domain/calendar/calendar.events'
import type { PlayerAdded, PlayerRemoved } from '@teamspace/domain/roster/roster.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { attendanceProjection } from './attendance.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(attendanceProjection)
const at = '2026-09-05T12:00:00.000Z'

const added = (playerId: string): PlayerAdded => ({
  type: 'PlayerAdded',
  data: { teamId: 't1', playerId, jerseyNumber: null, position: 'Defender', addedAt: at },
})
const removed = (playerId: string): PlayerRemoved => ({
  type: 'PlayerRemoved',
  data: { teamId: 't1', playerId, removedAt: at },
})
const taken = (calendarEventId: string, statuses: Record<string, AttendanceStatus>, takenAt = at): AttendanceTaken => ({
  type: 'AttendanceTaken',
  data: {
    teamId: 't1',
    calendarEventId,
    records: Object.entries(statuses).map(([playerId, status]) => ({ playerId, status })),
    takenAt,
  },
})
const cancelled = (calendarEventId: string): CalendarEventCancelled => ({
  type: 'CalendarEventCancelled',
  data: { teamId: 't1', calendarEventId, cancelledAt: at },
})
const totals = (playerId: string, present: number, total: number) => ({ player_id: playerId, present, total })

describe('attendance projection', () => {
  it('starts each player at no records', () =>
    spec.given(added('p1')).then({ attendance_totals: [totals('p1', 0, 0)], attendance_records: [] }))

  it('keeps each saved set and counts its present records into each player’s totals', () =>
    spec
      .given(
        added('p1'),
        added('p2'),
        taken('c1', { p1: 'present', p2: 'late' }),
        taken('c2', { p1: 'present', p2: 'present' }),
      )
      .then({
        attendance_totals: [totals('p1', 2, 2), totals('p2', 1, 2)],
        attendance_records: [
          { calendar_event_id: 'c1', player_id: 'p1', status: 'present' },
          { calendar_event_id: 'c1', player_id: 'p2', status: 'late' },
          { calendar_event_id: 'c2', player_id: 'p1', status: 'present' },
          { calendar_event_id: 'c2', player_id: 'p2', status: 'present' },
        ],
        attendance_sheets: [
          { calendar_event_id: 'c1', taken_at: new Date(at), taken_by: 'user-coach' },
          { calendar_event_id: 'c2', taken_at: new Date(at), taken_by: 'user-coach' },
        ],
      }))

  it('replaces a set: the old one is taken out of the totals before the new one counts', () =>
    spec
      .given(
        added('p1'),
        added('p2'),
        taken('c1', { p1: 'absent', p2: 'present' }),
        taken('c1', { p1: 'present', p2: 'excused' }, '2026-09-05T13:00:00.000Z'),
      )
      .then({
        attendance_totals: [totals('p1', 1, 1), totals('p2', 0, 1)],
        attendance_records: [
          { player_id: 'p1', status: 'present' },
          { player_id: 'p2', status: 'excused' },
        ],
        attendance_sheets: [{ calendar_event_id: 'c1', taken_at: new Date('2026-09-05T13:00:00.000Z') }],
      }))

  it('counts a record of a player the roster does not know for nobody', () =>
    spec.given(added('p1'), taken('c1', { p1: 'present', gone: 'present' })).then({
      attendance_totals: [totals('p1', 1, 1)],
      attendance_records: [{ player_id: 'p1' }],
    }))

  it('drops a removed player’s records and totals', () =>
    spec.given(added('p1'), added('p2'), taken('c1', { p1: 'present', p2: 'absent' }), removed('p2')).then({
      attendance_totals: [totals('p1', 1, 1)],
      attendance_records: [{ player_id: 'p1' }],
    }))

  it('takes a deleted calendar event’s set back out', () =>
    spec
      .given(
        added('p1'),
        taken('c1', { p1: 'present' }),
        taken('c2', { p1: 'absent' }),
        cancelled('c1'),
        cancelled('c9'),
      )
      .then({
        attendance_totals: [totals('p1', 0, 1)],
        attendance_records: [{ calendar_event_id: 'c2', status: 'absent' }],
        attendance_sheets: [{ calendar_event_id: 'c2' }],
      }))
})

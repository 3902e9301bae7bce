import { describe, expect, it } from 'vitest'
import { ValidationError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import type { TakeAttendance } from './attendance.commands'
import { attendanceDecider } from './attendance.decider'
import type { AttendanceTaken } from './attendance.events'
import { prefilledStatus, roundedPercentage } from './attendance.rules'
import { takeAttendanceSchema, type AttendanceStatus } from './attendance.schemas'

const spec = specFor(attendanceDecider)
const metadata = testMetadata()
const at = metadata.now.toISOString()

const take = (
  records: { playerId: string; status: AttendanceStatus }[],
  { takesAttendance = true, activePlayerIds = ['p1', 'p2', 'p3'] } = {},
): TakeAttendance => ({
  type: 'TakeAttendance',
  data: { teamId: 't1', calendarEventId: 'c1', takesAttendance, activePlayerIds, records },
  metadata,
})

const taken = (records: { playerId: string; status: AttendanceStatus }[]): AttendanceTaken => ({
  type: 'AttendanceTaken',
  data: { teamId: 't1', calendarEventId: 'c1', records, takenAt: at },
})

describe('attendance decider', () => {
  it('saves one status per active player, in roster order', () =>
    spec([])
      .when(
        take([
          { playerId: 'p3', status: 'late' },
          { playerId: 'p1', status: 'absent' },
          { playerId: 'p2', status: 'excused' },
        ]),
      )
      .then([
        taken([
          { playerId: 'p1', status: 'absent' },
          { playerId: 'p2', status: 'excused' },
          { playerId: 'p3', status: 'late' },
        ]),
      ]))

  it('saves the players left out as present, and drops players not on the active roster', () =>
    spec([])
      .when(
        take([
          { playerId: 'p2', status: 'absent' },
          { playerId: 'gone', status: 'late' },
        ]),
      )
      .then([
        taken([
          { playerId: 'p1', status: 'present' },
          { playerId: 'p2', status: 'absent' },
          { playerId: 'p3', status: 'present' },
        ]),
      ]))

  it('counts the last status of a player sent twice', () =>
    spec([])
      .when(
        take(
          [
            { playerId: 'p1', status: 'absent' },
            { playerId: 'p1', status: 'late' },
          ],
          { activePlayerIds: ['p1'] },
        ),
      )
      .then([taken([{ playerId: 'p1', status: 'late' }])]))

  it('replaces an earlier set with a whole new one', () =>
    spec([taken([{ playerId: 'p1', status: 'absent' }])])
      .when(take([{ playerId: 'p1', status: 'present' }], { activePlayerIds: ['p1'] }))
      .then([taken([{ playerId: 'p1', status: 'present' }])]))

  it('refuses a calendar event that takes no attendance', () =>
    spec([])
      .when(take([], { takesAttendance: false }))
      .thenThrows(ValidationError, 'This event does not take attendance.'))

  it('reads an unknown status as present (spec §5)', () =>
    expect(
      takeAttendanceSchema.parse({
        records: [
          { playerId: 'p1', status: 'sick' },
          { playerId: 'p2', status: 'late' },
        ],
      }).records,
    ).toEqual([
      { playerId: 'p1', status: 'present' },
      { playerId: 'p2', status: 'late' },
    ]))
})

describe('attendance pre-fill', () => {
  it('starts from the saved set, then the family’s answer, then present', () => {
    expect(prefilledStatus('late', 'not-going')).toEqual({ status: 'late', source: 'saved' })
    expect(prefilledStatus(undefined, 'not-going')).toEqual({ status: 'excused', source: 'availability' })
    expect(prefilledStatus(undefined, 'maybe')).toEqual({ status: 'present', source: 'availability' })
    expect(prefilledStatus(undefined, 'going')).toEqual({ status: 'present', source: 'availability' })
    expect(prefilledStatus(undefined, undefined)).toEqual({ status: 'present', source: 'default' })
  })
})

describe('attendance percentages', () => {
  it('are rounded, and absent without records', () => {
    expect(roundedPercentage(2, 3)).toBe(67)
    expect(roundedPercentage(1, 8)).toBe(13)
    expect(roundedPercentage(0, 0)).toBeNull()
  })
})

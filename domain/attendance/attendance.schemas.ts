import { z } from 'zod'
import { boundedArray, idSchema, safeString } from '../shared/safe-input'
import type { AttendanceStatus } from './attendance.constants'
import { attendanceStatuses } from './attendance.constants'

export * from './attendance.constants'

/** Spec §5: an unknown status is saved as present. */
const status = safeString()
  .max(20)
  .transform((value): AttendanceStatus =>
    (attendanceStatuses as readonly string[]).includes(value) ? (value as AttendanceStatus) : 'present',
  )

/**
 * PUT /api/attendance/:calendarEventId (attendance.save). Players left out are saved as present; players not
 * on the active roster are ignored. The whole set replaces the previous one.
 */
export const takeAttendanceSchema = z.object({
  records: boundedArray(z.object({ playerId: idSchema(), status }), 200),
})
export type TakeAttendanceInput = z.input<typeof takeAttendanceSchema>

export const attendanceRecordSchema = z.object({
  playerId: z.string(),
  playerName: z.string(),
  jerseyNumber: z.number().nullable(),
  status: z.enum(attendanceStatuses),
  /** Where the status came from: the saved set, the family's availability (Not going → excused), or the default. */
  source: z.enum(['saved', 'availability', 'default']),
})

/** GET /api/attendance/:calendarEventId: one row per active player. */
export const eventAttendanceSchema = z.object({
  calendarEventId: z.string(),
  /** When it was last saved; null when never. */
  takenAt: z.string().nullable(),
  records: z.array(attendanceRecordSchema),
})
export type EventAttendance = z.infer<typeof eventAttendanceSchema>

/**
 * GET /api/attendance: the page's tiles, its event selector (calendar events that take attendance, latest
 * first) and the Player Stats side list. Percentages are rounded (spec §9).
 */
export const attendanceOverviewSchema = z.object({
  totalEvents: z.number(),
  /** Rounded share of present among all saved records, 0–100; null before any record is saved. */
  averageAttendance: z.number().nullable(),
  totalPlayers: z.number(),
  events: z.array(
    z.object({
      calendarEventId: z.string(),
      title: z.string(),
      type: z.enum(['game', 'practice', 'event']),
      date: z.string(),
      time: z.string(),
      startsAt: z.string(),
      taken: z.boolean(),
    }),
  ),
  players: z.array(
    z.object({
      playerId: z.string(),
      playerName: z.string(),
      present: z.number(),
      total: z.number(),
      /** Rounded present/total × 100; null when the player has no records yet. */
      percentage: z.number().nullable(),
    }),
  ),
})
export type AttendanceOverview = z.infer<typeof attendanceOverviewSchema>

import type { AttendanceStatus } from '@teamspace/domain/attendance/attendance.schemas'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import './attendance.tables'

/** The set last saved for one of the team's calendar events, or null when it was never saved. */
export const savedSet = async (db: Kysely<DB>, teamId: string, calendarEventId: string) => {
  const [sheet, records] = await Promise.all([
    db
      .selectFrom('attendance_sheets')
      .select('taken_at')
      .where('team_id', '=', teamId)
      .where('calendar_event_id', '=', calendarEventId)
      .executeTakeFirst(),
    db
      .selectFrom('attendance_records')
      .select(['player_id', 'status'])
      .where('team_id', '=', teamId)
      .where('calendar_event_id', '=', calendarEventId)
      .execute(),
  ])
  if (!sheet) return null
  return {
    takenAt: sheet.taken_at.toISOString(),
    statuses: new Map(records.map((row) => [row.player_id, row.status as AttendanceStatus])),
  }
}

/** The calendar events of the team whose attendance was saved. */
export const takenCalendarEventIds = async (db: Kysely<DB>, teamId: string) =>
  new Set(
    (await db.selectFrom('attendance_sheets').select('calendar_event_id').where('team_id', '=', teamId).execute()).map(
      (row) => row.calendar_event_id,
    ),
  )

/** Each player's present / total, by player. */
export const attendanceTotals = async (db: Kysely<DB>, teamId: string) =>
  new Map(
    (
      await db
        .selectFrom('attendance_totals')
        .select(['player_id', 'present', 'total'])
        .where('team_id', '=', teamId)
        .execute()
    ).map((row) => [row.player_id, { present: row.present, total: row.total }]),
  )

/** Every saved status of the team, by calendar event and then player: the coaches' attendance export. */
export const attendanceRecordsByEvent = async (db: Kysely<DB>, teamId: string) => {
  const rows = await db
    .selectFrom('attendance_records')
    .select(['calendar_event_id', 'player_id', 'status'])
    .where('team_id', '=', teamId)
    .execute()
  const byEvent = new Map<string, Map<string, AttendanceStatus>>()
  for (const row of rows) {
    const statuses = byEvent.get(row.calendar_event_id) ?? new Map<string, AttendanceStatus>()
    statuses.set(row.player_id, row.status as AttendanceStatus)
    byEvent.set(row.calendar_event_id, statuses)
  }
  return byEvent
}

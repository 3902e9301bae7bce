import type { AttendanceStatus } from '@teamspace/domain/attendance/attendance.schemas'
import { sql, type Kysely } from 'kysely'
import { withinDates, type DateRange } from '../../platform/db/date-range'
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

/**
 * Each player's present / total over the saved sets of the team's calendar events (not deleted) dated in `dates`,
 * by player: a season's attendance. Players with nothing recorded in it are absent from the map.
 */
export const attendanceTotals = async (db: Kysely<DB>, teamId: string, dates: DateRange) =>
  new Map(
    (
      await db
        .selectFrom('attendance_records as r')
        .innerJoin('calendar_events as e', 'e.id', 'r.calendar_event_id')
        .select([
          'r.player_id',
          sql<number>`count(*) filter (where r.status = 'present')::int`.as('present'),
          sql<number>`count(*)::int`.as('total'),
        ])
        .where('r.team_id', '=', teamId)
        .where('e.cancelled_at', 'is', null)
        .where(withinDates(sql.ref('e.local_date'), dates))
        .groupBy('r.player_id')
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

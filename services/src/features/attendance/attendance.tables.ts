import type { Generated } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    attendance_sheets: AttendanceSheetsTable
    attendance_records: AttendanceRecordsTable
    attendance_totals: AttendanceTotalsTable
  }
  interface ReadTables {
    attendance_sheets: true
    attendance_records: true
    attendance_totals: true
  }
}

/** The calendar events whose attendance was saved, and when last. */
export interface AttendanceSheetsTable {
  calendar_event_id: string
  team_id: string
  taken_at: Timestamp
  taken_by: string | null
}

/** The set last saved for each calendar event: one status per player. */
export interface AttendanceRecordsTable {
  calendar_event_id: string
  player_id: string
  team_id: string
  /** present | absent | late | excused */
  status: string
}

/** Each player's records in all, and how many of them say present. */
export interface AttendanceTotalsTable {
  player_id: string
  team_id: string
  present: Generated<number>
  total: Generated<number>
}

import type { ColumnType } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    calendar_events: CalendarEventsTable
  }
  interface ReadTables {
    calendar_events: true
  }
}

/** Each calendar event as last changed; a deleted one stays, with `cancelled_at`, out of every list. */
export interface CalendarEventsTable {
  id: string
  team_id: string
  title: string
  type: string
  /** The local date in the event's zone, read back as 'YYYY-MM-DD'. */
  local_date: ColumnType<string, string, string>
  /** HH:mm in the event's zone. */
  local_time: string
  time_zone: string
  starts_at: Timestamp
  /** HH:mm in the event's zone (on the next day when not after `local_time`), and the instant. */
  end_time: string
  ends_at: Timestamp
  location: string
  opponent: string
  description: string
  takes_attendance: boolean
  created_by: string
  created_at: Timestamp
  updated_at: Timestamp
  /** The stream's version after the event's last change: what an edit sends back. */
  version: number
  cancelled_at: Timestamp | null
}

import type { ColumnType } from 'kysely'
import type { SeriesDetails } from '@teamspace/domain/calendar/calendar-series.events'
import type { SeriesRule } from '@teamspace/domain/calendar/calendar-series.rule'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    calendar_events: CalendarEventsTable
    calendar_series: CalendarSeriesTable
  }
  interface ReadTables {
    calendar_events: true
    calendar_series: true
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
  /** The place's street address ('' when none). */
  address: ColumnType<string, string | undefined, string>
  opponent: string
  /** Games: minutes before the start to arrive (0: none). */
  arrive_minutes_early: ColumnType<number, number | undefined, number>
  description: string
  takes_attendance: boolean
  created_by: string
  created_at: Timestamp
  updated_at: Timestamp
  /** The stream's version after the event's last change: what an edit sends back. */
  version: number
  cancelled_at: Timestamp | null
  /** An occurrence of a series: the series, and the local date it was first planned on (its id's date). */
  series_id: string | null
  original_date: ColumnType<string | null, string | null, string | null>
  /** The occurrence was changed or cancelled on its own ("this event"); a series change leaves it. */
  exception: ColumnType<boolean, boolean | undefined, boolean>
}

/** Each repeating event's rule and series-wide details, as last changed. */
export interface CalendarSeriesTable {
  id: string
  team_id: string
  rule: ColumnType<SeriesRule, string, string>
  details: ColumnType<SeriesDetails, string, string>
  takes_attendance: boolean
  created_by: string
  ended_from: ColumnType<string | null, string | null, string | null>
  /** The series stream's version: what a series change must name. */
  version: number
  created_at: Timestamp
  updated_at: Timestamp
}

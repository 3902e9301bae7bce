import type { ColumnType } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    calendar_feed_entries: CalendarFeedEntriesTable
    calendar_feed_tokens: CalendarFeedTokensTable
    calendar_feed_person_tokens: CalendarFeedPersonTokensTable
  }
  interface ReadTables {
    calendar_feed_entries: true
  }
}

export type FeedEntryStatus = 'confirmed' | 'cancelled'

/**
 * Each calendar event as subscribed calendars get it: a stable UID, a SEQUENCE raised by every change and by
 * the cancellation, and the time of the last one. A cancelled event stays (status 'cancelled') so that the
 * feed can go on announcing it for a while; the feed's query decides for how long.
 */
export interface CalendarFeedEntriesTable {
  calendar_event_id: string
  team_id: string
  uid: string
  sequence: number
  status: FeedEntryStatus
  title: string
  type: string
  opponent: string
  location: string
  /** The place's street address ('' when none): the feed's LOCATION names both. */
  address: ColumnType<string, string | undefined, string>
  description: string
  starts_at: Timestamp
  ends_at: Timestamp
  /** The zone the event's local date and time were chosen in (the team's at the time). */
  time_zone: string
  created_at: Timestamp
  last_modified: Timestamp
  cancelled_at: Timestamp | null
  /** An occurrence of a repeating event: its series, the date it was first planned on, and whether it has an exception. */
  series_id: ColumnType<string | null, string | null | undefined, string | null>
  original_date: ColumnType<string | null, string | null | undefined, string | null>
  exception: ColumnType<boolean, boolean | undefined, boolean>
}

/** A member's feed link: only its SHA-256, so the link is a secret nobody can read back (mutable, not the log). */
export interface CalendarFeedTokensTable {
  team_id: string
  user_id: string
  token_hash: string
  created_at: Timestamp
}

/** A person's one feed link for every team they belong to: only its SHA-256 (mutable, not the log). */
export interface CalendarFeedPersonTokensTable {
  user_id: string
  token_hash: string
  created_at: Timestamp
}

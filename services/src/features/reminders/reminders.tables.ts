import type { Generated } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    reminder_settings: ReminderSettingsTable
    reminder_event_state: ReminderEventStateTable
    reminder_calendar_changes: ReminderCalendarChangesTable
    schedule_change_acknowledgements: ScheduleChangeAcknowledgementsTable
    reminder_mail_outbox: ReminderMailOutboxTable
  }
  interface ReadTables {
    reminder_settings: true
    reminder_event_state: true
    reminder_calendar_changes: true
    schedule_change_acknowledgements: true
  }
}

/** A team's reminder lead time; no row means the default, 48 hours. */
export interface ReminderSettingsTable {
  team_id: string
  lead_hours: number
}

/** What has been sent for one calendar event: the job's reminder, and the last one by hand. */
export interface ReminderEventStateTable {
  calendar_event_id: string
  team_id: string
  automatic_sent_at: Timestamp | null
  last_manual_at: Timestamp | null
}

/**
 * Each live calendar event's time and place, and its last change of either (what families confirm with "Got
 * it"): the version of that change (a single event's stream version; an occurrence's own count of changes, as its
 * changes come from two streams), and the time and place before it. A cancelled single event's row goes.
 */
export interface ReminderCalendarChangesTable {
  calendar_event_id: string
  team_id: string
  type: string
  title: string
  opponent: string
  starts_at: Timestamp
  time_zone: string
  location: string
  /** Null until the time or the place changes. */
  change_version: number | null
  previous_starts_at: Timestamp | null
  previous_location: string | null
  moved: Generated<boolean>
  relocated: Generated<boolean>
  /** An occurrence of a repeating event: its series and the date it was first planned on; null for a single event. */
  series_id: string | null
  original_date: string | null
  /** An occurrence changed or cancelled on its own: a series change leaves it. */
  exception: Generated<boolean>
  /** A cancelled occurrence: kept (a single event's row goes), and read by nothing but the series' next change. */
  cancelled: Generated<boolean>
}

/** The last change of a calendar event each member confirmed. */
export interface ScheduleChangeAcknowledgementsTable {
  calendar_event_id: string
  user_id: string
  team_id: string
  change_version: number
  acknowledged_at: Timestamp
}

/**
 * One reminder mail to one member, keyed by the reminder and the member so it is queued once; written in the
 * transaction that appends the reminder, sent after commit. It names the children, so a deleted player's
 * unsent mails go with them (`player_ids`).
 */
export interface ReminderMailOutboxTable {
  key: string
  team_id: string
  user_id: string
  player_ids: string[]
  subject: string
  body: string
  created_at: Generated<Date>
  attempts: Generated<number>
  next_attempt_at: Generated<Date>
  claimed_until: Timestamp | null
  /** sent | skipped | failed; null while it is still to be sent. */
  outcome: 'sent' | 'skipped' | 'failed' | null
  finished_at: Timestamp | null
  last_error: string | null
}

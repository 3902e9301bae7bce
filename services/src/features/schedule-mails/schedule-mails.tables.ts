import type { ScheduleSnapshot } from '@teamspace/domain/schedule-mails/schedule-change'
import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    schedule_mail_calendar_events: ScheduleMailCalendarEventsTable
    schedule_mail_pending: ScheduleMailPendingTable
    schedule_mail_outbox: ScheduleMailOutboxTable
  }
}

/**
 * The schedule-mail subscriber's own memory, moved with its checkpoint: each upcoming calendar event as the
 * subscriber last read it in the log (the read tables are already ahead of it), so a change is told against
 * what it changed.
 */
export interface ScheduleMailCalendarEventsTable {
  calendar_event_id: string
  team_id: string
  snapshot: Json<ScheduleSnapshot>
  starts_at: Timestamp
}

/**
 * A change inside its merge window: the event before the first edit, and after the last (null: cancelled).
 * When the window closes it becomes one outbox row per member, or nothing when it ended where it started.
 */
export interface ScheduleMailPendingTable {
  calendar_event_id: string
  team_id: string
  before: Json<ScheduleSnapshot>
  after: Json<ScheduleSnapshot | null>
  /** The stream versions of the first and the last change merged: with the member, the mail's unique key. */
  from_version: number
  to_version: number
  first_changed_at: Timestamp
  due_at: Timestamp
  /** Who made the changes merged (the events' actors): they get no mail of their own change. */
  actor_ids: Json<string[]>
}

export type OutboxOutcome = 'sent' | 'skipped' | 'failed'

/**
 * One e-mail to one member, keyed by the change and the member so it is queued once; written with the
 * subscriber's checkpoint, sent after commit, and marked. The address is looked up when sending, never kept.
 */
export interface ScheduleMailOutboxTable {
  key: string
  team_id: string
  user_id: string
  subject: string
  body: string
  created_at: Generated<Date>
  attempts: Generated<number>
  next_attempt_at: Generated<Date>
  /** A sender's lease: another instance leaves the row alone until it runs out. */
  claimed_until: Timestamp | null
  /** Null while it is still to be sent. */
  outcome: OutboxOutcome | null
  finished_at: Timestamp | null
  last_error: string | null
}

import type { ColumnType } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    volunteer_needs: VolunteerNeedsTable
    volunteer_sign_ups: VolunteerSignUpsTable
    volunteer_mail_outbox: VolunteerMailOutboxTable
    volunteer_reminder_mail_outbox: VolunteerReminderMailOutboxTable
  }
  interface ReadTables {
    volunteer_needs: true
    volunteer_sign_ups: true
  }
}

/** Each volunteer need as last changed; a removed one, or one whose calendar event was deleted, is gone. */
export interface VolunteerNeedsTable {
  id: string
  team_id: string
  calendar_event_id: string
  type: string
  slots_needed: number
  /** Minutes from the calendar event's start: the need's time is worked out when read. */
  offset_minutes: number
  /** As typed; '' means the type's default text. */
  description: string
  /** Food or drinks: families signing up see the team's shared allergens. */
  food: boolean
  created_by: string
  created_at: Timestamp
  updated_at: Timestamp
  /** The stream's version at the need's last change (bookings aside): a calendar feed's entry moves on with it. */
  version: number
}

/** Who holds a slot of which need: one row per member and need. */
export interface VolunteerSignUpsTable {
  need_id: string
  volunteer_id: string
  team_id: string
  note: string
  signed_up_at: Timestamp
  /** When its volunteer offered the slot for a swap; null while they keep it. */
  swap_offered_at: ColumnType<Date | null, string | null | undefined, string | null>
}

/**
 * E-mails to volunteers, queued by the volunteer-mails subscriber with its checkpoint and sent after commit: one
 * per need removed and member signed up for it, by a key that makes a second queuing impossible.
 */
export interface VolunteerMailOutboxTable {
  key: string
  team_id: string
  user_id: string
  subject: string
  body: string
  created_at: Timestamp
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: Timestamp
  claimed_until: Timestamp | null
  /** 'sent', 'skipped' (no longer a member) or 'failed' (after the last retry); null while still to send. */
  outcome: string | null
  finished_at: Timestamp | null
  last_error: string | null
}

/**
 * The reminders volunteers get the day before a need they signed up for, queued by the volunteer-reminders job and
 * sent after commit: one per need and member, by a key (`need:member`) that makes a second queuing impossible.
 */
export interface VolunteerReminderMailOutboxTable extends VolunteerMailOutboxTable {
  /** The need it reminds of: a volunteer who no longer holds its slot when it is sent is skipped. */
  need_id: string
}

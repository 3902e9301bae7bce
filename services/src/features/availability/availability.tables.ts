import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    availability_answers: AvailabilityAnswersTable
  }
  interface ReadTables {
    availability_answers: true
  }
}

/** Each child's last answer for a calendar event. */
export interface AvailabilityAnswersTable {
  calendar_event_id: string
  player_id: string
  team_id: string
  /** going | not-going | maybe */
  answer: string
  note: string
  /** The member who answered. */
  given_by: string | null
  given_at: Timestamp
}

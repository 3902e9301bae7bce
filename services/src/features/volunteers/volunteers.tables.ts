import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    volunteer_needs: VolunteerNeedsTable
    volunteer_sign_ups: VolunteerSignUpsTable
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
  created_by: string
  created_by_name: string
  created_at: Timestamp
  updated_at: Timestamp
}

/** Who holds a slot of which need: one row per member and need. */
export interface VolunteerSignUpsTable {
  need_id: string
  volunteer_id: string
  team_id: string
  volunteer_name: string
  note: string
  signed_up_at: Timestamp
}

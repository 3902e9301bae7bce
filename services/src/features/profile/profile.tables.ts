import type { Generated } from 'kysely'

declare module '../../platform/db/schema' {
  interface DB {
    /** Contact details: erasable personal data, outside the log (ARCHITECTURE §3.7). */
    profiles: ProfilesTable
    member_privacy: MemberPrivacyTable
  }
}

export interface ProfilesTable {
  user_id: string
  name: string
  phone_number: string | null
  address: string | null
  emergency_contact: string | null
  emergency_phone: string | null
  updated_at: Generated<Date>
}

/**
 * What a member shows the other families of one team in its directory: chosen per team (the profile's details
 * are the person's, shown in each team under that team's choices). No row: not chosen there yet (see
 * profile.privacy.ts). A mutable table: nothing of it goes into the log.
 */
export interface MemberPrivacyTable {
  team_id: string
  user_id: string
  show_phone: boolean
  show_email: boolean
  show_address: boolean
  updated_at: Generated<Date>
}

import type { Generated } from 'kysely'

declare module '../../platform/db/schema' {
  interface DB {
    /** Contact details: erasable personal data, outside the log (ARCHITECTURE §2.7). */
    profiles: ProfilesTable
  }
}

export interface ProfilesTable {
  user_id: string
  name: string
  phone_number: string | null
  address: string | null
  emergency_contact: string | null
  emergency_phone: string | null
  show_phone: Generated<boolean>
  show_email: Generated<boolean>
  show_address: Generated<boolean>
  updated_at: Generated<Date>
}

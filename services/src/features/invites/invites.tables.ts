import type { Generated } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    invites: InvitesTable
    /** The codes behind the links: hashed for look-up, and kept to hand a working link out again. */
    invite_codes: InviteCodesTable
  }
  interface ReadTables {
    invites: true
  }
}

export interface InvitesTable {
  id: string
  team_id: string
  role: string
  relationship: string
  family_id: string | null
  created_by: string
  created_at: Timestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
  /** How many people joined with it. */
  uses: Generated<number>
}

export interface InviteCodesTable {
  code_hash: string
  invite_id: string
  team_id: string
  /** The code itself, so its inviter gets the same link again while it works; null once revoked. */
  code: string | null
}

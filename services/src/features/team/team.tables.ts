import type { Generated } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    teams: TeamsTable
    team_members: TeamMembersTable
    invites: InvitesTable
    /** Secrets: only the hash of each invite code, outside the log. */
    invite_codes: InviteCodesTable
  }
  interface ReadTables {
    teams: true
    team_members: true
    invites: true
  }
}

export interface TeamsTable {
  id: string
  name: string
  age_group: string
  time_zone: string
  created_at: Timestamp
  updated_at: Timestamp
}

export interface TeamMembersTable {
  team_id: string
  user_id: string
  role: string
  family_id: string
  joined_at: Timestamp
}

export interface InvitesTable {
  id: string
  team_id: string
  role: string
  relationship: string
  family_id: string | null
  created_by: string
  created_by_name: string
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

import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    teams: TeamsTable
    team_members: TeamMembersTable
  }
  interface ReadTables {
    teams: true
    team_members: true
  }
}

export interface TeamsTable {
  id: string
  name: string
  age_group: string
  time_zone: string
  /** A language the app speaks ('en', 'de', 'es'). */
  language: string
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

import type { ColumnType } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    /** A child's allergies and their parents' choice to share them: medical data, outside the log (ARCHITECTURE §3.7). */
    child_allergies: ChildAllergiesTable
  }
}

/**
 * One row per child whose allergies were recorded, written beside the child's allergy event in its transaction.
 * Removing the child deletes it. Only coaches and the child's parents read a row; the team reads the union of the
 * shared rows' allergens, which names no child.
 */
export interface ChildAllergiesTable {
  player_id: string
  team_id: string
  allergens: ColumnType<string[], string[] | undefined, string[]>
  shared: ColumnType<boolean, boolean | undefined, boolean>
  updated_at: Timestamp
}

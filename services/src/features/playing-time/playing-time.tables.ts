import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    fair_play_thresholds: FairPlayThresholdsTable
  }
  interface ReadTables {
    fair_play_thresholds: true
  }
}

/** A team's fair-play threshold; a team without a row flags below the default. */
export interface FairPlayThresholdsTable {
  team_id: string
  percent: number
  chosen_at: Timestamp
}

import type { DomainEvent } from '../shared/events'
import type { StatCounts } from './stats.schemas'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** Recorded stat lines (game by game). Totals travel with the players. */
    stats: true
  }
}

/** What a stat line says about one player in one game. */
export interface StatLineValues extends StatCounts {
  readonly gameId: string | null
  readonly gameDate: string
  readonly opponent: string
  readonly keyPlays: readonly string[]
}

/**
 * A line recorded for one player, named by id only: the name is erasable personal data (schema version 1 carried
 * it as `playerName`; the upcaster drops it on read). A line is recorded on its own stream (`statline-…`) by the per-player dialog,
 * or with the rest of its game on a game sheet (`statsheet-…`) when a coach records a whole game at once.
 */
export type StatLineRecorded = DomainEvent<
  'StatLineRecorded',
  StatLineValues & {
    teamId: string
    statLineId: string
    playerId: string
    recordedAt: string
  }
>

/** A coach fixed a mistyped line: the new values replace the old ones, which stay in the log. */
export type StatLineCorrected = DomainEvent<
  'StatLineCorrected',
  StatLineValues & { teamId: string; statLineId: string; playerId: string; correctedAt: string }
>

/** A line that should never have been recorded (a phantom game): it no longer counts anywhere. */
export type StatLineVoided = DomainEvent<
  'StatLineVoided',
  { teamId: string; statLineId: string; playerId: string; voidedAt: string }
>

export type StatsEvent = StatLineRecorded | StatLineCorrected | StatLineVoided

export const statLineStreamId = (statLineId: string) => `statline-${statLineId}`
export const statSheetStreamId = (sheetId: string) => `statsheet-${sheetId}`

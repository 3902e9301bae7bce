import type { Command } from '../shared/events'
import type { StatLineValues } from './stats.events'

interface LineOfPlayer extends StatLineValues {
  readonly statLineId: string
  readonly playerId: string
}

/** The per-player dialog: one line on a stream of its own. */
export type RecordStatLine = Command<'RecordStatLine', LineOfPlayer & { teamId: string }>

/** The whole-game form: every line of one game at once, all recorded or none. */
export type RecordGameStats = Command<
  'RecordGameStats',
  { teamId: string; sheetId: string; lines: readonly LineOfPlayer[] }
>

export type CorrectStatLine = Command<'CorrectStatLine', StatLineValues & { teamId: string; statLineId: string }>
export type VoidStatLine = Command<'VoidStatLine', { teamId: string; statLineId: string }>

export type StatsCommand = RecordStatLine | RecordGameStats | CorrectStatLine | VoidStatLine

import type { Player } from '@teamspace/domain/roster/roster.schemas'
import type { RecordGameInput } from '@teamspace/domain/stats/stats.schemas'
import { outboxForm } from '../../lib/outbox/drafts'
import { blankCounts, type CountValues } from './record-stats-form'
import { localIsoDate } from './stats-view'

/** One row of the whole-game form: a player, whether they played, and their counts as typed. */
export interface GameRowValues extends CountValues {
  playerId: string
  played: boolean
}

export interface RecordGameValues {
  gameDate: string
  opponent: string
  /** The calendar's game the sheet is for, when it was opened from one (the live match's stat sheet). */
  gameId?: string | undefined
  lines: GameRowValues[]
}

/**
 * Today's game with a row per player, nobody ticked: a player counts as having played only when the coach says
 * so, or a child who stayed home would get a game (and lower averages) they never played.
 */
export const newGameValues = (players: readonly Pick<Player, 'id'>[], today: Date): RecordGameValues => ({
  gameDate: localIsoDate(today),
  opponent: '',
  lines: players.map((player) => ({ playerId: player.id, played: false, ...blankCounts })),
})

/** A game sheet as typed, for "Edit" to bring back when the server refused it on a later send. */
export const gameSheetForm = outboxForm<RecordGameValues>('game-sheet')

/**
 * A game sheet brought back by "Edit", on today's roster: a row per player, as typed for those on the sheet; a
 * player who has left since drops out, one who joined since has a row nobody ticked.
 */
export const keptGameValues = (kept: RecordGameValues, players: readonly Pick<Player, 'id'>[]): RecordGameValues => {
  const rows = new Map(kept.lines.map((line) => [line.playerId, line]))
  return {
    ...kept,
    lines: players.map((player) => rows.get(player.id) ?? { playerId: player.id, played: false, ...blankCounts }),
  }
}

/**
 * The request for the values: every row in form order, so that the server's `lines.<index>` names the same row.
 * A row that did not play goes without its counts: whatever is left in its fields was not about this game.
 */
export const toGameInput = ({ gameDate, opponent, gameId, lines }: RecordGameValues): RecordGameInput => ({
  gameDate,
  opponent,
  ...(gameId ? { gameId } : {}),
  lines: lines.map((line) => (line.played ? line : { playerId: line.playerId, played: false })),
})

export const playedCount = (values: RecordGameValues) => values.lines.filter((line) => line.played).length

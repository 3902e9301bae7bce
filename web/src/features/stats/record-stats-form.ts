import type { Message } from '@teamspace/domain/i18n/messages'
import type { StatCounts, StatLine } from '@teamspace/domain/stats/stats.schemas'
import { outboxForm } from '../../lib/outbox/drafts'
import { statsRecordMessages as m } from './stats-record.messages'
import { localIsoDate } from './stats-view'

type CountField = keyof StatCounts

/** The counts in the order the forms ask for them, each with its label. */
export const countInputs: readonly { field: CountField; label: Message }[] = [
  { field: 'minutesPlayed', label: m.minutesPlayed },
  { field: 'goals', label: m.goals },
  { field: 'assists', label: m.assists },
  { field: 'yellowCards', label: m.yellowCards },
  { field: 'redCards', label: m.redCards },
  { field: 'saves', label: m.saves },
]

/** Counts as typed: numbers stay text until the schema reads them (a blank count is 0). */
export type CountValues = Record<CountField, string>

export const blankCounts: CountValues = {
  minutesPlayed: '',
  goals: '',
  assists: '',
  yellowCards: '',
  redCards: '',
  saves: '',
}

/** The record-stats form as typed. The schemas read it as it is: the player, the game, the counts, key plays. */
export interface RecordStatsValues extends CountValues {
  playerId: string
  gameDate: string
  opponent: string
  keyPlays: string[]
}

/** A new line as typed, for "Edit" to bring back when the server refused it on a later send. */
export const statLineForm = outboxForm<RecordStatsValues>('stat-line')

/** A new line brought back by "Edit": as typed, but for nobody when its player has left the roster since. */
export const keptStatLineValues = (kept: RecordStatsValues, players: readonly { id: string }[]): RecordStatsValues =>
  players.some((player) => player.id === kept.playerId) ? kept : { ...kept, playerId: '' }

/** A new line: today's game, for the player the coach tapped (if any). */
export const newStatLineValues = (playerId: string | undefined, today: Date): RecordStatsValues => ({
  playerId: playerId ?? '',
  gameDate: localIsoDate(today),
  opponent: '',
  ...blankCounts,
  keyPlays: [''],
})

/** A recorded line, to correct: every value as it stands, and one empty key play to add to when there are none. */
export const correctionValues = (line: StatLine): RecordStatsValues => ({
  playerId: line.playerId,
  gameDate: line.gameDate,
  opponent: line.opponent,
  minutesPlayed: String(line.minutesPlayed),
  goals: String(line.goals),
  assists: String(line.assists),
  yellowCards: String(line.yellowCards),
  redCards: String(line.redCards),
  saves: String(line.saves),
  keyPlays: line.keyPlays.length > 0 ? [...line.keyPlays] : [''],
})

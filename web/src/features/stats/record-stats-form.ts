import {
  recordStatLineSchema,
  type RecordStatLineInput,
  type StatLineInput,
} from '@teamspace/domain/stats/stats.schemas'
import { fieldErrorsOf, type FieldErrors } from '../../lib/form'
import { localIsoDate } from './stats-view'

export const countFields = ['goals', 'assists', 'yellowCards', 'redCards', 'saves'] as const
export type CountField = (typeof countFields)[number]

/** The record-stats form as typed: numbers stay text until the schema reads them (a blank count is 0). */
export interface RecordStatsValues {
  playerId: string
  gameDate: string
  opponent: string
  minutesPlayed: string
  goals: string
  assists: string
  yellowCards: string
  redCards: string
  saves: string
  keyPlays: string[]
}

export const countLabels: Record<CountField, string> = {
  goals: 'Goals',
  assists: 'Assists',
  yellowCards: 'Yellow cards',
  redCards: 'Red cards',
  saves: 'Saves',
}

export const initialRecordStats = (playerId: string | undefined, today: Date): RecordStatsValues => ({
  playerId: playerId ?? '',
  gameDate: localIsoDate(today),
  opponent: '',
  minutesPlayed: '',
  goals: '',
  assists: '',
  yellowCards: '',
  redCards: '',
  saves: '',
  keyPlays: [''],
})

/** The stat line to send, or the message for each field that is wrong; the server checks with the same schema. */
export function readRecordStats(values: RecordStatsValues): { line: StatLineInput } | { errors: FieldErrors } {
  const result = recordStatLineSchema.safeParse(values satisfies RecordStatLineInput)
  return result.success ? { line: result.data } : { errors: fieldErrorsOf(result.error.issues) }
}

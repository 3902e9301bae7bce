import type { MatchStatus } from '@teamspace/domain/gameday/gameday.constants'
import type { TimelineEntry } from '@teamspace/domain/gameday/gameday.schemas'
import { gamedayWords as m } from './gameday.messages'

/** Each state of a match in words. */
export const statusWords = {
  'not-started': m.notStarted,
  'first-half': m.firstHalf,
  'half-time': m.halfTime,
  'second-half': m.secondHalf,
  'full-time': m.fullTime,
} as const satisfies Record<MatchStatus, unknown>

/**
 * The minute a match report gives a moment: the 13th minute for 12:05 into the first half, counted on from the first
 * half's length in the second, and stoppage time as "25+2".
 */
export const matchMinute = ({ period, second }: Pick<TimelineEntry, 'period' | 'second'>, periodMinutes: number) => {
  const before = (period - 1) * periodMinutes
  const minute = Math.floor(second / 60) + 1
  return minute > periodMinutes ? `${before + periodMinutes}+${minute - periodMinutes}` : String(before + minute)
}

import type { Folded } from '../history/history.as-of'
import type { GoalKind, MatchFormat } from './gameday.constants'
import type { MatchEvent } from './gameday.events'

/** The events a match's fold reads. */
export const matchEventTypes = [
  'MatchKickedOff',
  'MatchPeriodEnded',
  'GoalScored',
  'GoalUndone',
  'SubstitutionMade',
] as const satisfies readonly MatchEvent['type'][]

/** A line of the timeline as the read table keeps it. */
export interface MatchLineThen {
  readonly id: string
  readonly kind: 'kick-off' | 'half-time' | 'full-time' | 'goal' | 'substitution'
  readonly at: string
  readonly goalKind: GoalKind | null
  readonly playerId: string | null
  readonly otherId: string | null
}

/** A match as it stood after `events` (the game-day projection's rows), or null before its kick-off. */
export interface MatchThen {
  readonly format: MatchFormat
  readonly periodMinutes: number
  readonly kickOffs: readonly string[]
  readonly ends: readonly string[]
  readonly fullTime: boolean
  readonly goalsFor: number
  readonly goalsAgainst: number
  readonly lines: readonly MatchLineThen[]
}

/** One game's match folded from its events, in log order: the same rows the projection keeps. */
export const foldMatch = (events: readonly Folded<MatchEvent>[]): MatchThen | null => {
  let match: MatchThen | null = null
  const line = (
    id: string,
    kind: MatchLineThen['kind'],
    at: string,
    more: Partial<MatchLineThen> = {},
  ): MatchLineThen => ({
    id,
    kind,
    at,
    goalKind: null,
    playerId: null,
    otherId: null,
    ...more,
  })
  for (const { type, data } of events) {
    if (type === 'MatchKickedOff' && data.period === 1)
      match = {
        format: data.format,
        periodMinutes: data.periodMinutes,
        kickOffs: [],
        ends: [],
        fullTime: false,
        goalsFor: 0,
        goalsAgainst: 0,
        lines: [],
      }
    if (!match) continue
    switch (type) {
      case 'MatchKickedOff':
        match = {
          ...match,
          kickOffs: [...match.kickOffs, data.at],
          lines: [...match.lines, line(`${data.calendarEventId}:kick-off:${data.period}`, 'kick-off', data.at)],
        }
        break
      case 'MatchPeriodEnded':
        match = {
          ...match,
          ends: [...match.ends, data.at],
          fullTime: data.fullTime,
          lines: [
            ...match.lines,
            line(`${data.calendarEventId}:end:${data.period}`, data.fullTime ? 'full-time' : 'half-time', data.at),
          ],
        }
        break
      case 'GoalScored': {
        const ours = data.kind !== 'theirs'
        match = {
          ...match,
          goalsFor: match.goalsFor + (ours ? 1 : 0),
          goalsAgainst: match.goalsAgainst + (ours ? 0 : 1),
          lines: [
            ...match.lines,
            line(data.goalId, 'goal', data.at, {
              goalKind: data.kind,
              playerId: data.scorerId,
              otherId: data.assistId,
            }),
          ],
        }
        break
      }
      case 'GoalUndone': {
        const goal: MatchLineThen | undefined = match.lines.find((l) => l.id === data.goalId)
        if (!goal) break
        const ours: boolean = goal.goalKind !== 'theirs'
        match = {
          ...match,
          goalsFor: match.goalsFor - (ours ? 1 : 0),
          goalsAgainst: match.goalsAgainst - (ours ? 0 : 1),
          lines: match.lines.filter((l) => l !== goal),
        }
        break
      }
      case 'SubstitutionMade':
        match = {
          ...match,
          lines: [
            ...match.lines,
            line(data.substitutionId, 'substitution', data.at, { playerId: data.playerIn, otherId: data.playerOut }),
          ],
        }
        break
    }
  }
  return match
}

import { clockAt, periodSecondsAt, type MatchTimeline } from '../gameday/match-clock'
import { minutesOf, type MatchPlay, type Substitution } from '../gameday/playing-time'
import { MAX_MINUTES } from '../stats/stats.constants'
import type { StatSheetLine } from './playing-time.schemas'

/** A match's whistles as the read table keeps them: the coach's phone's moments, ISO. */
export interface MatchWhistles {
  readonly kickOffs: readonly string[]
  readonly ends: readonly string[]
  readonly fullTime: boolean
}

/** A substitution as the timeline keeps it: the moment of the tap and who came on for whom. */
export interface RecordedSubstitution {
  readonly at: string
  readonly playerIn: string
  readonly playerOut: string
}

const timelineOf = ({ kickOffs, ends, fullTime }: MatchWhistles): MatchTimeline => ({
  kickOffs: kickOffs.map((at) => Date.parse(at)),
  ends: ends.map((at) => Date.parse(at)),
  fullTime,
})

/**
 * What a game's playing time is made of, at `now`: the lineup's starters, each period's length so far (a period
 * under way up to now) and the substitutions placed on the clock by the moment they were recorded, in that order.
 */
export function matchPlayOf(
  whistles: MatchWhistles,
  starters: readonly string[],
  substitutions: readonly RecordedSubstitution[],
  now: number,
): MatchPlay {
  const timeline = timelineOf(whistles)
  const placed = [...substitutions]
    .sort((a, b) => a.at.localeCompare(b.at))
    .flatMap((substitution): Substitution[] => {
      const moment = clockAt(timeline, Date.parse(substitution.at))
      return moment ? [{ ...moment, playerIn: substitution.playerIn, playerOut: substitution.playerOut }] : []
    })
  return { starters, periodSeconds: periodSecondsAt(timeline, now), substitutions: placed }
}

/** A goal standing in the match, as the stat sheet counts it. */
export interface SheetGoal {
  readonly kind: 'ours' | 'own-goal' | 'theirs'
  readonly scorerId: string | null
  readonly assistId: string | null
}

/**
 * The game's stat sheet from its live match: a line for every child who was on the pitch or scored or assisted,
 * with their minutes (rounded from the seconds, within the sheet's ceiling), their goals for us (an own goal of the
 * opponent's is nobody's, the opponent's goals neither) and assists. A child on the bench who never came on has no
 * line: they did not play.
 */
export function statSheetLines(seconds: ReadonlyMap<string, number>, goals: readonly SheetGoal[]): StatSheetLine[] {
  const lines = new Map<string, StatSheetLine>()
  const lineOf = (playerId: string) => {
    const line = lines.get(playerId) ?? {
      playerId,
      minutesPlayed: Math.min(minutesOf(seconds.get(playerId) ?? 0), MAX_MINUTES),
      goals: 0,
      assists: 0,
    }
    lines.set(playerId, line)
    return line
  }
  for (const [playerId, played] of seconds) if (played > 0) lineOf(playerId)
  for (const goal of goals) {
    if (goal.kind !== 'ours') continue
    if (goal.scorerId) lines.set(goal.scorerId, { ...lineOf(goal.scorerId), goals: lineOf(goal.scorerId).goals + 1 })
    if (goal.assistId)
      lines.set(goal.assistId, { ...lineOf(goal.assistId), assists: lineOf(goal.assistId).assists + 1 })
  }
  return [...lines.values()]
}

/**
 * Who is on the pitch once the substitutions are taken in clock order, by the rule `secondsPlayed` counts with: one
 * that does not fit the pitch as it then was changes nothing.
 */
export function onPitchAfter(play: MatchPlay): ReadonlySet<string> {
  const onPitch = new Set(play.starters)
  const inClockOrder = [...play.substitutions].sort((a, b) => a.period - b.period || a.second - b.second)
  for (const { playerIn, playerOut } of inClockOrder) {
    if (!onPitch.has(playerOut) || onPitch.has(playerIn)) continue
    onPitch.delete(playerOut)
    onPitch.add(playerIn)
  }
  return onPitch
}

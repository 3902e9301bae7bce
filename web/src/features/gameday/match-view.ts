import { matchStatusOf } from '@teamspace/domain/gameday/gameday.decider'
import type { MatchView, TimelineEntry } from '@teamspace/domain/gameday/gameday.schemas'
import { clockAt, type MatchTimeline } from '@teamspace/domain/gameday/match-clock'
import type { MatchAction } from './gameday.queries'

/** The match's whistles as the clock reads them. */
export const timelineOf = (match: Pick<MatchView, 'kickOffs' | 'ends' | 'status'>): MatchTimeline => ({
  kickOffs: match.kickOffs.map((at) => Date.parse(at)),
  ends: match.ends.map((at) => Date.parse(at)),
  fullTime: match.status === 'full-time',
})

/**
 * The clock the page shows at `now`, computed on the phone from the kick-off (so it keeps running without signal):
 * the half and the seconds into it while a half is under way, else null.
 */
export const runningClock = (match: Pick<MatchView, 'kickOffs' | 'ends' | 'status'>, now: number) => {
  if (match.status !== 'first-half' && match.status !== 'second-half') return null
  return clockAt(timelineOf(match), now)
}

type Player = { readonly id: string; readonly name: string }

/**
 * The match as it will be once a save kept without signal reaches the server: the coach sees the whistle, the
 * goal or the substitution at once, and the clock runs from a kick-off made offline. The server's answer (or the
 * live socket's refresh) replaces it.
 */
export function withAction(match: MatchView, action: MatchAction, players: readonly Player[], id: string): MatchView {
  const ms = Date.parse(action.at)
  const nameOf = (playerId: string | null | undefined) =>
    playerId ? { playerId, playerName: players.find((p) => p.id === playerId)?.name ?? '' } : null
  const whistles = (kickOffs: string[], ends: string[], fullTime: boolean): MatchView => {
    const timeline = { kickOffs: kickOffs.map(Date.parse), ends: ends.map(Date.parse), fullTime }
    return { ...match, kickOffs, ends, status: matchStatusOf(timeline) }
  }
  const entry = (kind: TimelineEntry['kind'], more: Partial<TimelineEntry>, view: MatchView): TimelineEntry => {
    const { period, second } = clockAt(timelineOf(view), ms) ?? { period: 1, second: 0 }
    return { id, kind, at: action.at, period, second, goalKind: null, player: null, other: null, score: null, ...more }
  }
  const add = (view: MatchView, line: TimelineEntry): MatchView => ({
    ...view,
    timeline: [...view.timeline, line].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)),
  })
  switch (action.type) {
    case 'kick-off': {
      const view = whistles([...match.kickOffs, action.at], match.ends, false)
      return add(view, entry('kick-off', {}, view))
    }
    case 'half-time':
    case 'full-time': {
      const view = whistles(match.kickOffs, [...match.ends, action.at], action.type === 'full-time')
      return add(view, entry(action.type, {}, view))
    }
    case 'goals': {
      const ours = action.goal.kind !== 'theirs'
      const score: [number, number] = [match.goalsFor + (ours ? 1 : 0), match.goalsAgainst + (ours ? 0 : 1)]
      const view = { ...match, goalsFor: score[0], goalsAgainst: score[1] }
      const line = entry(
        'goal',
        {
          goalKind: action.goal.kind,
          player: nameOf(action.goal.scorerId),
          other: nameOf(action.goal.assistId),
          score,
        },
        view,
      )
      return add(view, line)
    }
    case 'goals/undo': {
      const last = match.timeline.findLast((line) => line.kind === 'goal')
      if (!last) return match
      const ours = last.goalKind !== 'theirs'
      return {
        ...match,
        goalsFor: match.goalsFor - (ours ? 1 : 0),
        goalsAgainst: match.goalsAgainst - (ours ? 0 : 1),
        timeline: match.timeline.filter((line) => line !== last),
      }
    }
    case 'substitutions':
      return add(
        match,
        entry(
          'substitution',
          { player: nameOf(action.substitution.playerIn), other: nameOf(action.substitution.playerOut) },
          match,
        ),
      )
  }
}

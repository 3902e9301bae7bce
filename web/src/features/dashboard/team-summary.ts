import type { Player } from '@teamspace/domain/roster/roster.schemas'

/** Spec §9: the dashboard lists 3 top performers. */
export const TOP_PERFORMER_COUNT = 3

export interface TeamSummary {
  playerCount: number
  totalGoals: number
  /** The highest gamesPlayed among the players (spec §2): a team has played at least as many games as its busiest player. */
  gamesPlayed: number
}

export function teamSummary(players: readonly Pick<Player, 'stats'>[]): TeamSummary {
  return {
    playerCount: players.length,
    totalGoals: players.reduce((sum, player) => sum + player.stats.goals, 0),
    gamesPlayed: players.reduce((most, player) => Math.max(most, player.stats.gamesPlayed), 0),
  }
}

type Ranked = Pick<Player, 'name' | 'jerseyNumber' | 'stats'>

/** Most goals first; a tie goes by jersey number (the roster's own order, players without one last), then name. */
export function byGoals(a: Ranked, b: Ranked): number {
  return (
    b.stats.goals - a.stats.goals ||
    (a.jerseyNumber ?? Number.POSITIVE_INFINITY) - (b.jerseyNumber ?? Number.POSITIVE_INFINITY) ||
    a.name.localeCompare(b.name)
  )
}

/** The players with the most goals, best first. */
export function topPerformers<P extends Ranked>(players: readonly P[], count = TOP_PERFORMER_COUNT): P[] {
  return [...players].sort(byGoals).slice(0, count)
}

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

export interface RankedPlayer<P> {
  player: P
  /** 1 for the most goals; players with as many goals share a rank, and the next rank skips past them (1, 1, 3). */
  rank: number
  /** Another player has the same rank. */
  tied: boolean
}

/**
 * The scorers in the top places (spec §9: three), best first. Only players who have scored are listed, and a tie is
 * never cut: everyone whose rank is within the top places is shown, so four players level on goals are all first.
 */
export function topPerformers<P extends Ranked>(
  players: readonly P[],
  places = TOP_PERFORMER_COUNT,
): RankedPlayer<P>[] {
  const scorers = players.filter((player) => player.stats.goals > 0).sort(byGoals)
  const ranked = scorers.map((player) => ({
    player,
    rank: 1 + scorers.filter((other) => other.stats.goals > player.stats.goals).length,
  }))
  return ranked
    .filter(({ rank }) => rank <= places)
    .map((entry) => ({ ...entry, tied: ranked.filter(({ rank }) => rank === entry.rank).length > 1 }))
}

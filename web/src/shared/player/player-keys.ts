import { liveKey } from '../../lib/live-keys'

// The roster and the stats each refresh the other's queries (a removed player takes their stat lines along, a
// recorded line changes the players' totals), so both key families live here, below either feature.

/** Everything under 'players', which the live socket invalidates when the roster or a player's totals change. */
export const playerKeys = {
  all: liveKey('players'),
  list: liveKey('players', 'list'),
}

/** Everything under 'stats', which the live socket invalidates when a stat line is recorded, corrected or voided. */
export const statKeys = {
  all: liveKey('stats'),
  player: (playerId: string) => liveKey('stats', 'player', playerId),
}

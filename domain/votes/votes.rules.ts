import type { PlayerVotes } from './votes.events'

/** Closest first in the list; names break ties in the order shown, never in who wins. */
const byVotesThenName = (a: PlayerVotes, b: PlayerVotes) =>
  b.votes - a.votes || a.playerName.localeCompare(b.playerName) || a.playerId.localeCompare(b.playerId)

/**
 * The winners of a tally (spec §4 "Voting"): every player with the most votes, so a tie is a joint win and
 * never decided by row order; nobody when no vote was cast.
 */
export const winnersOf = (tally: readonly PlayerVotes[]): PlayerVotes[] => {
  const most = Math.max(0, ...tally.map((entry) => entry.votes))
  if (most === 0) return []
  return tally.filter((entry) => entry.votes === most).sort(byVotesThenName)
}

/** Gold, silver, bronze: the places that get a medal. */
export const MEDAL_PLACES = 3

export type Place = 1 | 2 | 3

export interface PlacedPlayer extends PlayerVotes {
  /** Competition ranking: two players tied first are both 1st, and the next is 3rd. */
  readonly place: Place
  /** True when another player shares the place. */
  readonly tied: boolean
}

/** The players in the medal places (top 3 with ties kept together), most votes first. */
export const medalTable = (tally: readonly PlayerVotes[]): PlacedPlayer[] => {
  const sorted = tally.filter((entry) => entry.votes > 0).sort(byVotesThenName)
  const placed: PlacedPlayer[] = []
  for (const [index, entry] of sorted.entries()) {
    const place = index > 0 && sorted[index - 1]!.votes === entry.votes ? placed[index - 1]!.place : index + 1
    if (place > MEDAL_PLACES) break
    const tied = sorted.some((other) => other !== entry && other.votes === entry.votes)
    placed.push({ ...entry, place: place as Place, tied })
  }
  return placed
}

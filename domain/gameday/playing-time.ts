/**
 * Playing time: how long each child was on the pitch in a game, worked out from the lineup's starters, the
 * substitutions and the match clock, and each child's share of the time they were available for over a season.
 * Pure and in seconds, the clock's own unit: the minutes shown are rounded from them only where they are shown
 * (`minutesOf`), so a season's sum is exact.
 */

/** A moment on the match clock: the period (1 for the first half) and the seconds played in it. */
export interface ClockMoment {
  readonly period: number
  readonly second: number
}

/** A child coming on for another, at a moment on the clock; at a break it is the next period's second 0. */
export interface Substitution extends ClockMoment {
  readonly playerIn: string
  readonly playerOut: string
}

/** What a game's playing time is made of. */
export interface MatchPlay {
  /** The children on the pitch at kick-off. */
  readonly starters: readonly string[]
  /** How long each period lasted, in seconds, in order; a period under way counts up to now. */
  readonly periodSeconds: readonly number[]
  /** In the order they were recorded: two at the same moment are taken in that order. */
  readonly substitutions: readonly Substitution[]
}

/** A moment as seconds from kick-off, held within the periods that were played. */
const elapsedAt = (periodSeconds: readonly number[], { period, second }: ClockMoment): number => {
  const index = Math.min(Math.max(Math.trunc(period), 1), periodSeconds.length) - 1
  if (index < 0) return 0
  const before = periodSeconds.slice(0, index).reduce((sum, seconds) => sum + seconds, 0)
  return before + Math.min(Math.max(second, 0), periodSeconds[index]!)
}

/**
 * Seconds on the pitch per child: every starter and everyone who came on, including those who came on and went off
 * again. A substitution that does not fit the pitch as it then was (the child going off is not on it, or the one
 * coming on already is) changes nothing: a correction removes it, it is never half applied.
 */
export function secondsPlayed(play: MatchPlay): ReadonlyMap<string, number> {
  const played = new Map<string, number>()
  /** Who is on the pitch, and since when (seconds from kick-off). */
  const onPitch = new Map<string, number>()
  for (const child of play.starters) {
    onPitch.set(child, 0)
    played.set(child, 0)
  }
  const leave = (child: string, at: number) => {
    played.set(child, (played.get(child) ?? 0) + at - onPitch.get(child)!)
    onPitch.delete(child)
  }
  const moments = play.substitutions
    .map((substitution, order) => ({ substitution, order, at: elapsedAt(play.periodSeconds, substitution) }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
  for (const { substitution, at } of moments) {
    const { playerIn, playerOut } = substitution
    if (!onPitch.has(playerOut) || onPitch.has(playerIn)) continue
    leave(playerOut, at)
    onPitch.set(playerIn, at)
    if (!played.has(playerIn)) played.set(playerIn, 0)
  }
  const end = play.periodSeconds.reduce((sum, seconds) => sum + seconds, 0)
  for (const child of [...onPitch.keys()]) leave(child, end)
  return played
}

/** Whole minutes, as a match report gives them: rounded, so 45:30 on the pitch is 46 minutes. */
export const minutesOf = (seconds: number): number => Math.round(seconds / 60)

/** One game of a season, as the fair-play view counts it. */
export interface SeasonGame {
  /** How long the game was played, in seconds. */
  readonly gameSeconds: number
  /** The children whose families answered Going: the time they were available for. */
  readonly available: readonly string[]
  readonly played: ReadonlyMap<string, number>
}

export interface PlayingTimeShare {
  readonly playerId: string
  readonly playedSeconds: number
  readonly availableSeconds: number
  /** Played over available, from 0 to 1; null for a child who was never available. */
  readonly share: number | null
  /** Below the coach's threshold: a child who was available and played less than the share the coach asks for. */
  readonly belowThreshold: boolean
}

/**
 * Each child's share of the minutes they were available for, season to date, lowest first (then by name order of
 * `children`): the coach's fair-play view. Minutes a child played in a game their family had not answered Going to
 * still count as played; the time they count against is only the games they were available for, so the share may
 * pass 1 and is held at 1.
 */
export function playingTimeShares(
  children: readonly string[],
  games: readonly SeasonGame[],
  threshold: number,
): PlayingTimeShare[] {
  return children
    .map((playerId, order) => {
      let playedSeconds = 0
      let availableSeconds = 0
      for (const game of games) {
        playedSeconds += game.played.get(playerId) ?? 0
        if (game.available.includes(playerId)) availableSeconds += game.gameSeconds
      }
      const share = availableSeconds === 0 ? null : Math.min(playedSeconds / availableSeconds, 1)
      return {
        order,
        playerId,
        playedSeconds,
        availableSeconds,
        share,
        belowThreshold: share !== null && share < threshold,
      }
    })
    .sort((a, b) => (a.share ?? Infinity) - (b.share ?? Infinity) || a.order - b.order)
    .map(({ order: _order, ...share }) => share)
}

import type { ClockMoment } from './playing-time'

/**
 * The match clock, from the moments the coach's phone recorded: each period's kick-off and end (milliseconds since
 * the epoch, the phone's clock when the coach tapped, kept with the event). A goal or a substitution is placed on
 * the clock by the moment it was recorded, never by when it reached the server: a phone with no signal sends its
 * events later, and they land at the minute they happened.
 */
export interface MatchTimeline {
  /** When each period kicked off, in order. */
  readonly kickOffs: readonly number[]
  /** When each period ended, in order: one fewer than the kick-offs while a period is under way. */
  readonly ends: readonly number[]
  /** Whether the last end was the final whistle rather than a break. */
  readonly fullTime: boolean
}

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000))

/** How long each period that kicked off has lasted at `now`: the one under way up to `now`. */
export function periodSecondsAt({ kickOffs, ends }: MatchTimeline, now: number): number[] {
  return kickOffs.map((start, index) => seconds(Math.min(ends[index] ?? now, now) - start))
}

/**
 * Where on the clock a moment falls: the period in play and the seconds into it. In a break it is the next
 * period's kick-off (a substitution at half time counts from the second half); after the final whistle, the last
 * period's end; before kick-off there is no clock yet (null).
 */
export function clockAt({ kickOffs, ends, fullTime }: MatchTimeline, at: number): ClockMoment | null {
  const period = kickOffs.findLastIndex((start) => start <= at)
  if (period < 0) return null
  const end = ends[period]
  if (end === undefined || at <= end) return { period: period + 1, second: seconds(at - kickOffs[period]!) }
  // Past this period's end: in the break before the next period (whether or not it has kicked off yet), unless
  // that was the final whistle.
  const lastPeriod = period === kickOffs.length - 1
  return lastPeriod && fullTime
    ? { period: period + 1, second: seconds(end - kickOffs[period]!) }
    : { period: period + 2, second: 0 }
}

/** The clock as the match page shows it: minutes and seconds into the period, `23:05`. */
export const clockText = (second: number): string =>
  `${Math.floor(second / 60)}:${String(second % 60).padStart(2, '0')}`

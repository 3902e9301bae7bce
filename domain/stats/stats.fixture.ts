import type { StatLineValues } from './stats.events'

/**
 * A stat line's values: a whole game (60 minutes) against Lions on Sat, Nov 21 2026 with one goal and nothing
 * else, unless `values` say otherwise.
 */
export const statLine = (values: Partial<StatLineValues> = {}): StatLineValues => ({
  gameId: null,
  gameDate: '2026-11-21',
  opponent: 'Lions',
  minutesPlayed: 60,
  goals: 1,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  saves: 0,
  keyPlays: [],
  ...values,
})

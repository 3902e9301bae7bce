/** The formats a youth team plays in: how many a side. */
export const matchFormats = ['5v5', '7v7', '9v9', '11v11'] as const
export type MatchFormat = (typeof matchFormats)[number]

/** Two periods of this many minutes, as leagues commonly play each format, until a coach says otherwise. */
export const defaultPeriodMinutes = { '5v5': 20, '7v7': 25, '9v9': 30, '11v11': 45 } as const satisfies Record<
  MatchFormat,
  number
>

export const DEFAULT_FORMAT: MatchFormat = '7v7'
export const MIN_PERIOD_MINUTES = 5
export const MAX_PERIOD_MINUTES = 60
/** A match has two periods (halves). */
export const PERIODS = 2

/** How early before the game's start the match may kick off: a game moved forward on the day still starts. */
export const KICK_OFF_EARLY_MS = 2 * 60 * 60 * 1000
/** How far ahead of the server's clock a phone's clock may be: a tap is never in the future beyond this. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000
/** How late a tap kept without signal may arrive and still count: a phone that found signal the next day. */
export const LATE_TAP_MS = 7 * 24 * 60 * 60 * 1000

/** Where the match stands, from its whistles. */
export const matchStatuses = ['not-started', 'first-half', 'half-time', 'second-half', 'full-time'] as const
export type MatchStatus = (typeof matchStatuses)[number]

/** A goal for us by one of ours, the opponent's own goal (counted for us), or the opponent's goal. */
export const goalKinds = ['ours', 'own-goal', 'theirs'] as const
export type GoalKind = (typeof goalKinds)[number]

export const gamedayMessages = {
  format: 'Please choose a format',
  periodMinutes: `A half must be a whole number of minutes between ${MIN_PERIOD_MINUTES} and ${MAX_PERIOD_MINUTES}`,
  at: 'The time of the tap is missing or not a time.',
  atInFuture: 'The time of the tap is in the future. Please check the phone’s clock.',
  atTooOld: 'This was recorded more than a week ago and can no longer be added.',
  gameNotFound: 'This game no longer exists.',
  notAGame: 'Only a game has a live match.',
  tooEarly: 'The match can kick off from two hours before the game.',
  alreadyKickedOff: 'This half has already kicked off.',
  notKickedOff: 'The match has not kicked off yet.',
  notInFirstHalf: 'Half time can only be called during the first half.',
  notInSecondHalf: 'Full time can only be called during the second half.',
  over: 'The match is over.',
  noGoalToUndo: 'There is no goal to undo.',
  scorerRequired: 'Please choose the scorer',
  scorerNotAllowed: 'Only a goal of ours has a scorer.',
  assistSelf: 'The scorer cannot assist their own goal.',
  playerIn: 'Please choose who comes on',
  playerOut: 'Please choose who goes off',
  samePlayer: 'A player cannot come on for themselves.',
  playerNotFound: 'Player not found.',
  loadFailed: 'Unable to load the match. Please try again.',
} as const

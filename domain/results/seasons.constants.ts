/** The season a team has before a coach starts one: it has no start, and ends where the first started one begins. */
export const FIRST_SEASON_ID = 'first'
export const FIRST_SEASON_NAME = 'First season'
export const MAX_SEASON_NAME = 60
/** How far ahead a season may start: a start far in the future would stay current for good. */
export const MAX_DAYS_AHEAD = 366

/**
 * The game dates ('YYYY-MM-DD', the team's local dates) that belong to a season: from its start (none for a team's
 * first season) up to, not including, the next season's start (none for the current one). Seasons follow each
 * other, so every date falls in exactly one. Each season-aware read filters its dates by these.
 */
export interface SeasonDates {
  readonly from: string | null
  readonly before: string | null
}

/**
 * Which of a team's seasons (oldest first; the implicit first season has no start) is current on a day, the team's
 * local date: the one whose dates hold it, else the latest that has started. Seasons follow each other, so that is
 * the last one started by then; a season a coach set to start tomorrow is not current yet.
 */
export const currentSeasonIndex = (starts: readonly (string | null)[], today: string) =>
  Math.max(
    0,
    starts.findLastIndex((startsOn) => startsOn === null || startsOn <= today),
  )

export const seasonsMessages = {
  nameRequired: 'Season name is required',
  nameLong: 'Season name must be at most 60 characters',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endBeforeStart: 'The season must end on or after its start date',
  startAfterCurrent: 'A new season must start after the current season started',
  seasonNotFound: 'This season does not exist.',
  startTooLate: 'A season can start at most a year from today',
  onlyCurrent: 'Only the current season can be changed or removed.',
  notEmpty: 'This season already has games, results or statistics recorded in it, so it cannot be changed or removed.',
  removeConfirm: 'Remove this season? The season before it becomes the current season again.',
  removeFailed: 'Failed to remove the season. Please try again.',
  correctFailed: 'Failed to save the season. Please try again.',
  confirm:
    'Start a new season? The current season closes: its record and statistics stay viewable, the roster carries over.',
  failed: 'Failed to start the season. Please try again.',
} as const

import type { DomainEvent } from '../shared/events'

/**
 * A coach started a new season: the current one closes and this one opens. A season's name and dates are the
 * team's, not a person's. Seasons follow each other: a game belongs to the season whose start is the latest on
 * or before the game's date, so no game falls between two seasons (`endsOn` is what the coach planned, shown
 * beside the name).
 */
export type SeasonStarted = DomainEvent<
  'SeasonStarted',
  {
    teamId: string
    seasonId: string
    name: string
    startsOn: string
    endsOn: string
    /** The season it closed: `first` for the implicit first season of a team that had none. */
    closedSeasonId: string
    startedAt: string
  }
>

/**
 * A coach corrected the current season's name or dates while nothing was recorded in it (a start typed a
 * year wrong, a name misspelt).
 */
export type SeasonCorrected = DomainEvent<
  'SeasonCorrected',
  { teamId: string; seasonId: string; name: string; startsOn: string; endsOn: string; correctedAt: string }
>

/** A coach removed the current season while nothing was recorded in it: the season before it is current again. */
export type SeasonRemoved = DomainEvent<
  'SeasonRemoved',
  {
    teamId: string
    seasonId: string
    /** Its name when it was removed, for the history to tell. */
    name: string
    /** The season current again: `first` for the implicit first season. */
    reopenedSeasonId: string
    removedAt: string
  }
>

export type SeasonsEvent = SeasonStarted | SeasonCorrected | SeasonRemoved

/** One stream per team's seasons: one current season at a time, each starting after the one before. */
export const seasonsStreamId = (teamId: string) => `seasons-${teamId}`

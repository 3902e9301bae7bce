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

export type SeasonsEvent = SeasonStarted

/** One stream per team's seasons: one current season at a time, each starting after the one before. */
export const seasonsStreamId = (teamId: string) => `seasons-${teamId}`

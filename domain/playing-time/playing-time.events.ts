import type { DomainEvent } from '../shared/events'

/**
 * A coach chose the share of the minutes they were available for below which the season's fair-play view flags a
 * child. Stream `fair-play:<teamId>`: the team's one threshold, which nothing else waits for.
 */
export type FairPlayThresholdChosen = DomainEvent<
  'FairPlayThresholdChosen',
  { teamId: string; percent: number; chosenAt: string }
>

export type PlayingTimeEvent = FairPlayThresholdChosen

export const fairPlayStreamId = (teamId: string) => `fair-play:${teamId}`

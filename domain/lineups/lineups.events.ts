import type { DomainEvent } from '../shared/events'
import type { LineupFormat } from './lineups.formations'
import type { LineupStarter } from './lineups.constants'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** Games' lineups: the game's page, the dashboard's next game and the coach's editor. */
    lineups: true
  }
}

/**
 * A coach saved a game's lineup: the format, the starters on the formation's places and the bench, by ids only.
 * Each save replaces the lineup before it, drafted or published.
 */
export type LineupSaved = DomainEvent<
  'LineupSaved',
  {
    teamId: string
    calendarEventId: string
    format: LineupFormat
    starters: readonly LineupStarter[]
    bench: readonly string[]
    savedAt: string
  }
>

/** A coach published the lineup: families see it from `publishAt` on (the moment of publishing, or a later time). */
export type LineupPublished = DomainEvent<
  'LineupPublished',
  { teamId: string; calendarEventId: string; publishAt: string; publishedAt: string }
>

/** A coach took the lineup back to a draft: only coaches see it again. */
export type LineupUnpublished = DomainEvent<
  'LineupUnpublished',
  { teamId: string; calendarEventId: string; unpublishedAt: string }
>

export type LineupsEvent = LineupSaved | LineupPublished | LineupUnpublished

/** One stream per game's lineup: nothing else of the game (its result, its live match) ever waits for it. */
export const lineupStreamId = (calendarEventId: string) => `lineup-${calendarEventId}`

import type { DomainEvent } from '../shared/events'
import type { SeasonsEvent } from './seasons.events'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** Games' results and the season's record (calendar, dashboard and stats pages show them). */
    results: true
  }
}

/** A scorer of ours, by player id only: names are erasable personal data and never enter the log. */
export interface Scorer {
  readonly playerId: string
  readonly goals: number
}

/** A game's score, ours first, and who scored for us (optional; their goals need not add up to ours). */
export interface GameScore {
  readonly goalsFor: number
  readonly goalsAgainst: number
  readonly scorers: readonly Scorer[]
}

/**
 * A coach entered a game's result, after the game started. `opponent` is the calendar event's opponent then (a
 * club's name, not a person's), so the history reads "recorded the result 3–1 against Rovers".
 */
export type GameResultRecorded = DomainEvent<
  'GameResultRecorded',
  GameScore & { teamId: string; calendarEventId: string; opponent: string; recordedAt: string }
>

/** A coach corrected a game's result: the new score replaces the old one, which stays in the log. */
export type GameResultCorrected = DomainEvent<
  'GameResultCorrected',
  GameScore & { teamId: string; calendarEventId: string; opponent: string; correctedAt: string }
>

export type ResultsEvent = GameResultRecorded | GameResultCorrected

/** One stream per game's result: a result never waits for (or collides with) anything else of the game. */
export const gameResultStreamId = (calendarEventId: string) => `gameresult-${calendarEventId}`

/** Every event of the results feature: games' results and the team's seasons. */
export type ResultsDomainEvent = ResultsEvent | SeasonsEvent

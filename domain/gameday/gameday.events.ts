import type { DomainEvent } from '../shared/events'
import type { GoalKind, MatchFormat } from './gameday.constants'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** A game's live match: its whistles, score and timeline (the game's page and the dashboard show them). */
    match: true
    /** The team's game-day setting: its format and the length of a half. */
    gameday: true
  }
}

/**
 * A coach chose the team's format and how long a half lasts. Stream `gameday-settings:<teamId>`: the team's one
 * setting, which a match takes its half's length from at kick-off.
 */
export type GameDaySettingChosen = DomainEvent<
  'GameDaySettingChosen',
  { teamId: string; format: MatchFormat; periodMinutes: number; chosenAt: string }
>

/** What every event of a match names: the team and the game (a calendar event of type game). */
interface OfMatch {
  readonly teamId: string
  readonly calendarEventId: string
  /**
   * When the coach tapped, by the phone's clock (ISO): the match clock places the event by it, never by when it
   * reached the server, so what was kept without signal lands at the minute it happened.
   */
  readonly at: string
}

/**
 * A half kicked off (period 1 or 2). The first kick-off fixes the half's length and the format from the team's
 * setting then: a setting changed during the match changes no clock.
 */
export type MatchKickedOff = DomainEvent<
  'MatchKickedOff',
  OfMatch & { period: number; format: MatchFormat; periodMinutes: number }
>

/** Half time (period 1) or full time (period 2) was called. */
export type MatchPeriodEnded = DomainEvent<'MatchPeriodEnded', OfMatch & { period: number; fullTime: boolean }>

/**
 * A goal: ours by a player of the roster (with an optional assist), the opponent's own goal (ours, no scorer), or
 * the opponent's. Players by id only: names are erasable and never enter the log.
 */
export type GoalScored = DomainEvent<
  'GoalScored',
  OfMatch & { goalId: string; kind: GoalKind; scorerId: string | null; assistId: string | null }
>

/** The last goal still standing was taken back (recorded by mistake). */
export type GoalUndone = DomainEvent<'GoalUndone', OfMatch & { goalId: string }>

/** A player came on for another, at the minute of `at` on the match clock. */
export type SubstitutionMade = DomainEvent<
  'SubstitutionMade',
  OfMatch & { substitutionId: string; playerIn: string; playerOut: string }
>

export type GameDaySettingEvent = GameDaySettingChosen
export type MatchEvent = MatchKickedOff | MatchPeriodEnded | GoalScored | GoalUndone | SubstitutionMade
export type GameDayEvent = GameDaySettingEvent | MatchEvent

export const gameDaySettingsStreamId = (teamId: string) => `gameday-settings:${teamId}`
/** One stream per game's match: the order of its whistles, goals and substitutions is decided on it alone. */
export const matchStreamId = (calendarEventId: string) => `match-${calendarEventId}`

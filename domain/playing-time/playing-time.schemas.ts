import { z } from 'zod'
import { matchStatuses } from '../gameday/gameday.constants'
import { FAIR_PLAY_THRESHOLDS, playingTimeMessages } from './playing-time.constants'

/** One child's time on the pitch in a game: seconds as the clock counts them, minutes rounded for showing. */
export const playerMinutesSchema = z.object({
  playerId: z.string(),
  playerName: z.string(),
  /** Started the game on a place of the lineup. */
  starter: z.boolean(),
  /** On the pitch now (or at the final whistle); nobody before the kick-off. */
  onPitch: z.boolean(),
  seconds: z.number(),
  minutes: z.number(),
})
export type PlayerMinutes = z.infer<typeof playerMinutesSchema>

/**
 * A game's minutes played: everyone in its lineup and everyone who came on, most minutes first. A coach reads every
 * child's; a parent only their own children's.
 */
export const gameMinutesSchema = z.object({
  calendarEventId: z.string(),
  status: z.enum(matchStatuses),
  players: z.array(playerMinutesSchema),
})
export type GameMinutes = z.infer<typeof gameMinutesSchema>

/** One row of the stat sheet the live match fills in: what the coach confirms into the game's stats. */
export const statSheetLineSchema = z.object({
  playerId: z.string(),
  minutesPlayed: z.number(),
  goals: z.number(),
  assists: z.number(),
})
export type StatSheetLine = z.infer<typeof statSheetLineSchema>

/** A game's stat sheet as its live match has it (coaches), for the whole-game form to open with. */
export const statSheetSchema = z.object({
  calendarEventId: z.string(),
  gameDate: z.string(),
  opponent: z.string(),
  /** Whether the final whistle has gone: before it the sheet is not offered. */
  fullTime: z.boolean(),
  /** Whether the game's stats were already recorded (lines linked to this game). */
  recorded: z.boolean(),
  lines: z.array(statSheetLineSchema),
})
export type StatSheet = z.infer<typeof statSheetSchema>

export * from './playing-time.constants'

/** A child's playing time over the season to date, as the coach's fair-play view lists it. */
export const fairPlayRowSchema = z.object({
  playerId: z.string(),
  playerName: z.string(),
  playedMinutes: z.number(),
  availableMinutes: z.number(),
  /** Played over available in whole percent; null for a child never available in a played game. */
  sharePercent: z.number().nullable(),
  below: z.boolean(),
})
export type FairPlayRow = z.infer<typeof fairPlayRowSchema>

/** The season's fair playing time (coaches): each active child, lowest share first, flagged below the threshold. */
export const fairPlaySchema = z.object({
  seasonId: z.string(),
  seasonName: z.string(),
  /** The games of the season with a match played to full time. */
  games: z.number(),
  thresholdPercent: z.number(),
  players: z.array(fairPlayRowSchema),
})
export type FairPlay = z.infer<typeof fairPlaySchema>

/** The team's threshold, as a coach chooses it. */
export const fairPlayThresholdSchema = z.object({
  percent: z
    .number()
    .int()
    .refine((percent) => (FAIR_PLAY_THRESHOLDS as readonly number[]).includes(percent), playingTimeMessages.threshold),
})

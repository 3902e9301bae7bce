import { z } from 'zod'
import { boundedArray, calendarDate, safeString } from '../shared/safe-input'
import { MAX_GAME_LINES, MAX_KEY_PLAYS, MAX_MINUTES, statsMessages } from './stats.constants'
import { seasonSchema } from '../results/seasons.schemas'
import { playerSchema } from '../roster/roster.schemas'

export * from './stats.constants'

/**
 * Counts are whole numbers floored at 0 (spec §5): a blank, a negative or a fraction never fails the form. Each
 * has a ceiling no real game reaches, so a slip of the thumb is caught and totals stay far inside their columns.
 */
const count = (max: number, message: string) =>
  z
    .union([z.number(), safeString().max(20)])
    .optional()
    .transform((value) => {
      const number = typeof value === 'string' ? Number(value.trim() || 0) : (value ?? 0)
      // Not a number at all counts as 0; an infinite one is over every ceiling.
      return Number.isNaN(number) ? 0 : Math.max(0, Math.floor(number))
    })
    .refine((number) => number <= max, message)

export const countLimits = {
  minutesPlayed: MAX_MINUTES,
  goals: 20,
  assists: 20,
  yellowCards: 2,
  redCards: 1,
  saves: 50,
} as const

const countsShape = {
  minutesPlayed: count(countLimits.minutesPlayed, statsMessages.minutes),
  goals: count(countLimits.goals, statsMessages.goals),
  assists: count(countLimits.assists, statsMessages.assists),
  yellowCards: count(countLimits.yellowCards, statsMessages.yellowCards),
  redCards: count(countLimits.redCards, statsMessages.redCards),
  saves: count(countLimits.saves, statsMessages.saves),
}

export type StatCounts = { readonly [K in keyof typeof countsShape]: number }
export const countFields = Object.keys(countsShape) as (keyof StatCounts)[]

const gameShape = {
  gameDate: calendarDate(statsMessages.gameDate),
  opponent: safeString()
    .max(80)
    .optional()
    .transform((value) => value?.trim() ?? ''),
  gameId: safeString()
    .max(64)
    .optional()
    .nullable()
    .transform((value) => value ?? null),
}

const keyPlays = z
  .array(safeString().max(200))
  .max(20)
  .default([])
  .transform((plays) => plays.map((play) => play.trim()).filter((play) => play !== ''))
  .refine((plays) => plays.length <= MAX_KEY_PLAYS, statsMessages.keyPlays)

const playerId = safeString(statsMessages.playerRequired).trim().min(1, statsMessages.playerRequired).max(64)

/** The per-player dialog (spec §5 "Stats form"). */
export const recordStatLineSchema = z.object({ playerId, ...gameShape, ...countsShape, keyPlays })
export type RecordStatLineInput = z.input<typeof recordStatLineSchema>
export type StatLineInput = z.output<typeof recordStatLineSchema>

/** A correction restates the whole line; the player stays the one it was recorded for. */
export const correctStatLineSchema = z.object({ ...gameShape, ...countsShape, keyPlays })
export type CorrectStatLineInput = z.input<typeof correctStatLineSchema>

/** One row of the whole-game form: a player who did not play is left out of the game. */
export const gameLineSchema = z.object({ playerId, played: z.boolean().default(true), ...countsShape })
export type GameLineInput = z.input<typeof gameLineSchema>

/** The whole-game form: date and opponent once, a row per player; every line is recorded or none. */
export const recordGameSchema = z
  .object({
    ...gameShape,
    lines: boundedArray(gameLineSchema, MAX_GAME_LINES),
  })
  .superRefine(({ lines }, ctx) => {
    const played = lines.filter((line) => line.played)
    if (played.length === 0) ctx.addIssue({ code: 'custom', path: ['lines'], message: statsMessages.noPlayersPlayed })
    const seen = new Set<string>()
    lines.forEach((line, index) => {
      if (seen.has(line.playerId))
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'playerId'], message: statsMessages.playerTwice })
      seen.add(line.playerId)
    })
  })
export type RecordGameInput = z.input<typeof recordGameSchema>

export const recordedStatLineSchema = z.object({ id: z.string() })
export const recordedGameSchema = z.object({ ids: z.array(z.string()) })

export const statLineSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  gameId: z.string().nullable(),
  gameDate: z.string(),
  opponent: z.string(),
  minutesPlayed: z.number(),
  goals: z.number(),
  assists: z.number(),
  yellowCards: z.number(),
  redCards: z.number(),
  saves: z.number(),
  keyPlays: z.array(z.string()),
  /** Coach-like members only (spec §6). */
  recordedByName: z.string().optional(),
  createdAt: z.string(),
  /** When a coach last corrected the line; null when it stands as recorded. */
  correctedAt: z.string().nullable(),
})
export type StatLine = z.infer<typeof statLineSchema>

/** A season's statistics: every player with their totals in it, the season, and the team's seasons for the picker. */
export const seasonPlayersSchema = z.object({
  season: seasonSchema,
  seasons: z.array(seasonSchema),
  players: z.array(playerSchema),
})
export type SeasonPlayers = z.infer<typeof seasonPlayersSchema>

import { z } from 'zod'

export const MAX_KEY_PLAYS = 5
export const MAX_MINUTES = 120

export const statsMessages = {
  playerRequired: 'Please select a player',
  minutes: 'Minutes played must be between 0 and 120',
  gameDate: 'Game date is required',
  keyPlays: 'At most 5 key plays',
  failed: 'Failed to record stats. Please try again.',
  noStats: 'No game stats recorded yet for this player.',
  playerNotFound: 'Player not found.',
  loadFailed: 'Unable to load player data. Please try again.',
} as const

/** Counts are whole numbers floored at 0 (spec §5): a blank, a negative or a fraction never fails the form. */
const count = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value) => {
    const number = typeof value === 'string' ? Number(value.trim() || 0) : (value ?? 0)
    return Number.isFinite(number) ? Math.max(0, Math.floor(number)) : 0
  })

export const recordStatLineSchema = z.object({
  playerId: z.string({ error: statsMessages.playerRequired }).trim().min(1, statsMessages.playerRequired),
  gameDate: z.string({ error: statsMessages.gameDate }).regex(/^\d{4}-\d{2}-\d{2}$/, statsMessages.gameDate),
  opponent: z
    .string()
    .max(80)
    .optional()
    .transform((value) => value?.trim() ?? ''),
  gameId: z
    .string()
    .max(64)
    .optional()
    .nullable()
    .transform((value) => value ?? null),
  minutesPlayed: count.refine((minutes) => minutes <= MAX_MINUTES, statsMessages.minutes),
  goals: count,
  assists: count,
  yellowCards: count,
  redCards: count,
  saves: count,
  keyPlays: z
    .array(z.string().max(200))
    .default([])
    .transform((plays) => plays.map((play) => play.trim()).filter((play) => play !== ''))
    .refine((plays) => plays.length <= MAX_KEY_PLAYS, statsMessages.keyPlays),
})
export type RecordStatLineInput = z.input<typeof recordStatLineSchema>
export type StatLineInput = z.output<typeof recordStatLineSchema>

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
})
export type StatLine = z.infer<typeof statLineSchema>

/** Per-game averages, rounded to one decimal (spec §9). */
export const perGame = (total: number, games: number) => (games === 0 ? 0 : Math.round((total / games) * 10) / 10)

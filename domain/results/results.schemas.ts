import { z } from 'zod'
import { boundedArray, boundedInt, idSchema } from '../shared/safe-input'
import { MAX_GOALS, MAX_SCORERS, resultsMessages } from './results.constants'
import { seasonSchema } from './seasons.schemas'

export * from './results.constants'

/** One of our scorers: a player of the roster and their goals (at least one). */
export const scorerSchema = z.object({
  playerId: idSchema(resultsMessages.scorerRequired),
  goals: boundedInt(1, MAX_GOALS, resultsMessages.scorerGoals),
})

/** The result form: us – them, and optionally our scorers, each once. */
export const gameResultSchema = z
  .object({
    goalsFor: boundedInt(0, MAX_GOALS, resultsMessages.goalsFor),
    goalsAgainst: boundedInt(0, MAX_GOALS, resultsMessages.goalsAgainst),
    scorers: boundedArray(scorerSchema, MAX_SCORERS).default([]),
  })
  .superRefine(({ scorers }, ctx) => {
    const seen = new Set<string>()
    scorers.forEach((scorer, index) => {
      if (seen.has(scorer.playerId))
        ctx.addIssue({ code: 'custom', path: ['scorers', index, 'playerId'], message: resultsMessages.scorerTwice })
      seen.add(scorer.playerId)
    })
  })
export type GameResultInput = z.input<typeof gameResultSchema>

const recordSchema = z.object({
  games: z.number(),
  wins: z.number(),
  draws: z.number(),
  losses: z.number(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
})

/** A game's result as the pages show it. */
export const gameResultViewSchema = z.object({
  calendarEventId: z.string(),
  title: z.string(),
  opponent: z.string(),
  date: z.string(),
  startsAt: z.string(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  outcome: z.enum(['W', 'D', 'L']),
  /** Scorers still on the roster, with their names (a removed player's goals are left out). */
  scorers: z.array(z.object({ playerId: z.string(), playerName: z.string(), goals: z.number() })),
  /** Said when the scorers' goals differ from ours: a warning, never a refusal. */
  warning: z.string().nullable(),
  recordedAt: z.string(),
  correctedAt: z.string().nullable(),
})
export type GameResultView = z.infer<typeof gameResultViewSchema>

/** The team's results (newest game first) and the record they make. */
export const resultsSchema = z.object({
  record: recordSchema,
  results: z.array(gameResultViewSchema),
})
export type Results = z.infer<typeof resultsSchema>

/** A season's results and record, the season itself, and every season of the team (for the picker). */
export const seasonResultsSchema = resultsSchema.extend({
  season: seasonSchema,
  seasons: z.array(seasonSchema),
})
export type SeasonResults = z.infer<typeof seasonResultsSchema>

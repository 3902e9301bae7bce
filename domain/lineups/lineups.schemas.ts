import { z } from 'zod'
import { availabilityAnswers } from '../availability/availability.constants'
import { boundedArray, idSchema } from '../shared/safe-input'
import { lineupsMessages, MAX_LINEUP_PLAYERS } from './lineups.constants'
import { lineupFormats, slotIds } from './lineups.formations'
import { lineupProblem } from './lineups.rules'

export * from './lineups.constants'

const starterSchema = z.object({
  slotId: z.enum(slotIds, { error: lineupsMessages.unknownSlot }),
  playerId: idSchema(),
})

/** A lineup as the coach saves it: the format, the starters on its places and the bench. */
export const saveLineupSchema = z
  .object({
    format: z.enum(lineupFormats),
    starters: boundedArray(starterSchema, 11),
    bench: boundedArray(idSchema(), MAX_LINEUP_PLAYERS),
  })
  .superRefine(({ format, starters, bench }, ctx) => {
    const problem = lineupProblem(format, starters, bench)
    if (problem) ctx.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.message })
  })
export type SaveLineupInput = z.input<typeof saveLineupSchema>

/** Publish now (null) or at a later time before kick-off (an instant). */
export const publishLineupSchema = z.object({
  publishAt: z.iso.datetime({ offset: true, error: lineupsMessages.publishAt }).nullable(),
})
export type PublishLineupInput = z.input<typeof publishLineupSchema>

const namedPlayer = { playerId: z.string(), playerName: z.string(), jerseyNumber: z.number().nullable() }

/** A lineup as the pages show it: players by name (a deleted player is left out). */
export const lineupViewSchema = z.object({
  calendarEventId: z.string(),
  format: z.enum(lineupFormats),
  starters: z.array(z.object({ slotId: z.enum(slotIds), ...namedPlayer })),
  bench: z.array(z.object(namedPlayer)),
  /** From when families see it; null for a draft. */
  publishAt: z.string().nullable(),
  /** Whether families see it now. */
  published: z.boolean(),
  savedAt: z.string(),
})
export type LineupView = z.infer<typeof lineupViewSchema>

/** A player the coach may name, with the family's answer for the game (null: not answered). */
export const lineupCandidateSchema = z.object({
  ...namedPlayer,
  answer: z.enum(availabilityAnswers).nullable(),
})
export type LineupCandidate = z.infer<typeof lineupCandidateSchema>

/**
 * A game's lineup for the caller: coaches get it drafted or published, with the players to choose from; members
 * get it once published, and otherwise only when it will be.
 */
export const gameLineupSchema = z.object({
  lineup: lineupViewSchema.nullable(),
  /** For members: the time a scheduled lineup will be published (its content stays hidden until then). */
  publishesAt: z.string().nullable(),
  /** For coaches: the team's active players, those whose family answered Going first; null for members. */
  candidates: z.array(lineupCandidateSchema).nullable(),
  /** For coaches: the team's format (its game-day setting), which a new lineup starts on; null for members. */
  teamFormat: z.enum(lineupFormats).nullable(),
})
export type GameLineup = z.infer<typeof gameLineupSchema>

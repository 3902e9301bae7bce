import { z } from 'zod'
import { safeText } from '../shared/safe-input'
import { AVAILABILITY_NOTE_MAX, availabilityAnswers, availabilityMessages } from './availability.constants'

export * from './availability.constants'

/** PUT /api/calendar-events/:calendarEventId/availability/:playerId (a parent linked to that player). */
export const giveAvailabilitySchema = z.object({
  answer: z.enum(availabilityAnswers, { error: availabilityMessages.answer }),
  note: safeText({ max: AVAILABILITY_NOTE_MAX, maxMessage: availabilityMessages.note }).optional().default(''),
})
export type GiveAvailabilityInput = z.input<typeof giveAvailabilitySchema>

export const playerAvailabilitySchema = z.object({
  playerId: z.string(),
  playerName: z.string(),
  /** null: not answered yet. */
  answer: z.enum(availabilityAnswers).nullable(),
  note: z.string(),
  /** True when the caller is one of this player's parents and may answer. */
  canAnswer: z.boolean(),
})
export type PlayerAvailability = z.infer<typeof playerAvailabilitySchema>

/**
 * GET /api/calendar-events/:calendarEventId/availability. Coach-like callers get every active player (with
 * the counts and who has not answered); anyone else gets only their own children, and no counts.
 */
export const eventAvailabilitySchema = z.object({
  calendarEventId: z.string(),
  players: z.array(playerAvailabilitySchema),
  counts: z.object({ going: z.number(), notGoing: z.number(), maybe: z.number(), unanswered: z.number() }).nullable(),
})
export type EventAvailability = z.infer<typeof eventAvailabilitySchema>

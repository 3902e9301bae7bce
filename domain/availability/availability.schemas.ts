import { z } from 'zod'
import { safeText } from '../shared/safe-input'

export const availabilityAnswers = ['going', 'not-going', 'maybe'] as const
export type AvailabilityAnswer = (typeof availabilityAnswers)[number]

export const availabilityLabels = {
  going: 'Going',
  'not-going': 'Not going',
  maybe: 'Maybe',
} as const satisfies Record<AvailabilityAnswer, string>

export const AVAILABILITY_NOTE_MAX = 140

export const availabilityMessages = {
  notYourChild: 'You can only answer for your own children.',
  notOpen: 'Availability can only be given for upcoming games and practices.',
  note: `Keep the note under ${AVAILABILITY_NOTE_MAX} characters.`,
  answer: 'Please choose Going, Not going or Maybe.',
  saveFailed: 'Failed to save availability. Please try again.',
  playerNotFound: 'Player not found.',
} as const

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

export const availabilityRoutes = {
  ofEvent: (calendarEventId: string) => `/api/calendar-events/${calendarEventId}/availability`,
  ofPlayer: (calendarEventId: string, playerId: string) =>
    `/api/calendar-events/${calendarEventId}/availability/${playerId}`,
} as const

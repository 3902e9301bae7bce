import type { CalendarEventType } from '../calendar/calendar.schemas'
import type { Command } from '../shared/events'
import type { AvailabilityAnswer } from './availability.schemas'

/**
 * A parent says whether their child comes to a game or practice. The route adds what the read tables know of
 * the calendar event and of the child's parents, so the decider can hold the rules without reading elsewhere.
 */
export type GiveAvailability = Command<
  'GiveAvailability',
  {
    teamId: string
    calendarEventId: string
    playerId: string
    answer: AvailabilityAnswer
    note: string
    /** The calendar event as it stands: its type and when it starts. */
    calendarEvent: { type: CalendarEventType; startsAt: string }
    /** The members linked to the player (their parents and those parents' families). */
    parentIds: readonly string[]
  }
>

export type AvailabilityCommand = GiveAvailability

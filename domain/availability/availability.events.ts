import type { DomainEvent } from '../shared/events'
import type { AvailabilityAnswer } from './availability.schemas'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** Who is going to which game or practice (the event's detail, the calendar's counts, attendance's pre-fill). */
    availability: true
  }
}

/**
 * A parent said whether their child is coming. Stream `availability-<calendarEventId>-<playerId>`: one child's
 * answer for one event, so two families answering at once never collide.
 */
export type AvailabilityGiven = DomainEvent<
  'AvailabilityGiven',
  {
    teamId: string
    calendarEventId: string
    playerId: string
    answer: AvailabilityAnswer
    /** Optional, short ('back from holiday at 11'); '' when none. */
    note: string
    givenAt: string
  }
>

export type AvailabilityDomainEvent = AvailabilityGiven

export const availabilityStreamId = (calendarEventId: string, playerId: string) =>
  `availability-${calendarEventId}-${playerId}`

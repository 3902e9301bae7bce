import type { DomainEvent } from '../shared/events'
import type { VolunteerNeedType } from './volunteers.schemas'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** The volunteers page: needs, who signed up, My sign-ups, and the events' filled/needed counts. */
    volunteers: true
  }
}

/** What a need says about itself; its time and title follow its calendar event (worked out when read). */
export interface VolunteerNeedDetails {
  readonly type: VolunteerNeedType
  readonly slotsNeeded: number
  /** Minutes from the calendar event's start: negative before, positive after. */
  readonly offsetMinutes: number
  /** As typed; '' means the type's default text. */
  readonly description: string
  /**
   * Food or drinks for the players (snacks by default): families signing up see the allergies the team's families
   * chose to share. Events before this existed are upcast to "snacks are food".
   */
  readonly food: boolean
}

/**
 * Someone asked for help with an upcoming calendar event. Stream `volunteerneed-<needId>`: the need's whole life,
 * its bookings included, so "never more volunteers than slots" and "one entry per member" are decided on it alone.
 */
export type VolunteerNeedAdded = DomainEvent<
  'VolunteerNeedAdded',
  VolunteerNeedDetails & {
    teamId: string
    needId: string
    calendarEventId: string
    /** Who added it: they (and coaches) may change or remove it. */
    addedBy: string
    addedAt: string
  }
>

/** Its creator or a coach changed it; the new details replace the old ones. */
export type VolunteerNeedChanged = DomainEvent<
  'VolunteerNeedChanged',
  VolunteerNeedDetails & { teamId: string; needId: string; changedAt: string }
>

/**
 * Its creator or a coach removed it. `volunteerIds` are the members who were signed up at that moment: they are
 * told by e-mail, in words that name the need as it was (its type and time).
 */
export type VolunteerNeedRemoved = DomainEvent<
  'VolunteerNeedRemoved',
  {
    teamId: string
    needId: string
    calendarEventId: string
    type: VolunteerNeedType
    offsetMinutes: number
    volunteerIds: readonly string[]
    removedAt: string
  }
>

/** A member took one of its slots. Their name is the event's actor. */
export type VolunteerSlotBooked = DomainEvent<
  'VolunteerSlotBooked',
  {
    teamId: string
    needId: string
    volunteerId: string
    /** Optional, short ("I'll bring oranges"); '' when none. */
    note: string
    bookedAt: string
  }
>

/** A member gave their slot back. */
export type VolunteerSlotWithdrawn = DomainEvent<
  'VolunteerSlotWithdrawn',
  { teamId: string; needId: string; volunteerId: string; withdrawnAt: string }
>

/**
 * A volunteer offered their slot for a swap: another family may take it. On the need's stream, so that two
 * families taking the same offer at once collide there and exactly one gets it.
 */
export type VolunteerSwapOffered = DomainEvent<
  'VolunteerSwapOffered',
  { teamId: string; needId: string; volunteerId: string; offeredAt: string }
>

/** The volunteer kept their slot after all: the offer is gone. */
export type VolunteerSwapOfferWithdrawn = DomainEvent<
  'VolunteerSwapOfferWithdrawn',
  { teamId: string; needId: string; volunteerId: string; withdrawnAt: string }
>

/** Another member took the offered slot: it is theirs now (the actor), and the one who offered it is free. */
export type VolunteerSwapTaken = DomainEvent<
  'VolunteerSwapTaken',
  { teamId: string; needId: string; fromVolunteerId: string; toVolunteerId: string; takenAt: string }
>

export type VolunteerDomainEvent =
  | VolunteerNeedAdded
  | VolunteerNeedChanged
  | VolunteerNeedRemoved
  | VolunteerSlotBooked
  | VolunteerSlotWithdrawn
  | VolunteerSwapOffered
  | VolunteerSwapOfferWithdrawn
  | VolunteerSwapTaken

export const volunteerNeedStreamId = (needId: string) => `volunteerneed-${needId}`

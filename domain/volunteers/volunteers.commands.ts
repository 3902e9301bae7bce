import type { Command } from '../shared/events'
import type { VolunteerNeedChange } from './volunteers.schemas'

/**
 * What the read tables know of a need's calendar event when the command is sent (the route looks it up): its
 * start, or null when it was deleted. A need's time is that start plus its offset.
 */
export interface CalendarEventFact {
  readonly startsAt: string | null
}

/** Anyone in the team asks for help with an upcoming calendar event, under an id the route made. */
export type AddVolunteerNeed = Command<
  'AddVolunteerNeed',
  VolunteerNeedChange & { teamId: string; needId: string; calendarEventId: string; calendarEvent: CalendarEventFact }
>

/** Its creator or a coach changes it. */
export type ChangeVolunteerNeed = Command<
  'ChangeVolunteerNeed',
  VolunteerNeedChange & { teamId: string; needId: string; calendarEvent: CalendarEventFact }
>

/** Its creator or a coach removes it. */
export type RemoveVolunteerNeed = Command<'RemoveVolunteerNeed', { teamId: string; needId: string }>

/** The caller signs up for one slot (Sign Up to Help). */
export type SignUpForVolunteerNeed = Command<
  'SignUpForVolunteerNeed',
  { teamId: string; needId: string; note: string; calendarEvent: CalendarEventFact }
>

/** The caller withdraws their own entry. */
export type WithdrawFromVolunteerNeed = Command<
  'WithdrawFromVolunteerNeed',
  { teamId: string; needId: string; calendarEvent: CalendarEventFact }
>

/** The caller offers their slot for a swap. */
export type OfferVolunteerSwap = Command<
  'OfferVolunteerSwap',
  { teamId: string; needId: string; calendarEvent: CalendarEventFact }
>

/** The caller keeps their slot after all. */
export type WithdrawVolunteerSwapOffer = Command<
  'WithdrawVolunteerSwapOffer',
  { teamId: string; needId: string; calendarEvent: CalendarEventFact }
>

/** The caller takes the slot `fromVolunteerId` offered. */
export type TakeVolunteerSwap = Command<
  'TakeVolunteerSwap',
  { teamId: string; needId: string; fromVolunteerId: string; calendarEvent: CalendarEventFact }
>

export type VolunteerCommand =
  | AddVolunteerNeed
  | ChangeVolunteerNeed
  | RemoveVolunteerNeed
  | SignUpForVolunteerNeed
  | WithdrawFromVolunteerNeed
  | OfferVolunteerSwap
  | WithdrawVolunteerSwapOffer
  | TakeVolunteerSwap

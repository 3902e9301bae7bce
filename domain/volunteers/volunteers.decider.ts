import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors'
import type { Actor, CommandMetadata } from '../shared/events'
import { isCoachLike } from '../shared/roles'
import type {
  AddVolunteerNeed,
  CalendarEventFact,
  ChangeVolunteerNeed,
  OfferVolunteerSwap,
  RemoveVolunteerNeed,
  TakeVolunteerSwap,
  WithdrawVolunteerSwapOffer,
  SignUpForVolunteerNeed,
  VolunteerCommand,
  WithdrawFromVolunteerNeed,
} from './volunteers.commands'
import type { VolunteerDomainEvent, VolunteerNeedDetails } from './volunteers.events'
import { isFull, volunteerMessages, volunteerNeedStartsAt, type VolunteerNeedChange } from './volunteers.schemas'

/** What one need's stream knows: enough to guard its slots and say who may change it. */
export interface VolunteerNeedFacts {
  readonly calendarEventId: string
  readonly details: VolunteerNeedDetails
  readonly addedBy: string
  readonly removed: boolean
  /** Who holds a slot, in the order they signed up. */
  readonly volunteerIds: readonly string[]
  /** Who of them offered their slot for a swap, not yet taken. */
  readonly swapOffers: readonly string[]
}

export interface VolunteerNeedState {
  readonly need: VolunteerNeedFacts | null
}

const detailsOf = (values: VolunteerNeedChange): VolunteerNeedDetails => ({
  type: values.type,
  slotsNeeded: values.slotsNeeded,
  offsetMinutes: values.offsetMinutes,
  description: values.description,
  food: values.food ?? values.type === 'snacks',
})

const sameDetails = (a: VolunteerNeedDetails, b: VolunteerNeedDetails) =>
  a.type === b.type &&
  a.slotsNeeded === b.slotsNeeded &&
  a.offsetMinutes === b.offsetMinutes &&
  a.description === b.description &&
  a.food === b.food

const actorOf = (metadata: CommandMetadata): Actor => {
  if (!metadata.actor) throw new ForbiddenError()
  return metadata.actor
}

/** The need as it stands: not removed. */
const existing = (state: VolunteerNeedState): VolunteerNeedFacts => {
  if (!state.need || state.need.removed) throw new NotFoundError(volunteerMessages.notFound)
  return state.need
}

/** The start of the need's calendar event; a deleted calendar event took its needs with it. */
const calendarEventStart = (calendarEvent: CalendarEventFact): string => {
  if (calendarEvent.startsAt === null) throw new NotFoundError(volunteerMessages.calendarEventGone)
  return calendarEvent.startsAt
}

/** A need whose time has come is done with: nobody signs up for it, withdraws or changes it any more. */
const stillAhead = (need: VolunteerNeedFacts, calendarEvent: CalendarEventFact, now: Date) => {
  const startsAt = volunteerNeedStartsAt(calendarEventStart(calendarEvent), need.details.offsetMinutes)
  if (new Date(startsAt).getTime() <= now.getTime()) {
    throw new ValidationError(volunteerMessages.needPast, { code: 'need-past' })
  }
}

/** A need is for a time still ahead: its calendar event's start plus the offset asked for. */
const timeAhead = (startsAt: string, offsetMinutes: number, now: Date) => {
  if (new Date(volunteerNeedStartsAt(startsAt, offsetMinutes)).getTime() <= now.getTime()) {
    throw new ValidationError(volunteerMessages.timePassed, {
      code: 'time-passed',
      fields: { offsetMinutes: volunteerMessages.timePassed },
    })
  }
}

/** Spec §6 leaves "edit or remove" open; we let the member who added it and coaches do it. */
const managedBy = (need: VolunteerNeedFacts, actor: Actor) => {
  if (need.addedBy !== actor.userId && !isCoachLike(actor.role)) {
    throw new ForbiddenError(volunteerMessages.notManager, { code: 'not-manager' })
  }
}

const add = ({ data, metadata }: AddVolunteerNeed, state: VolunteerNeedState): VolunteerDomainEvent[] => {
  if (state.need) throw new ConflictError('This volunteer need was already added.')
  const actor = actorOf(metadata)
  const startsAt = calendarEventStart(data.calendarEvent)
  if (new Date(startsAt).getTime() <= metadata.now.getTime()) {
    throw new ValidationError(volunteerMessages.calendarEventPast, {
      code: 'calendar-event-past',
      fields: { calendarEventId: volunteerMessages.calendarEventPast },
    })
  }
  timeAhead(startsAt, data.offsetMinutes, metadata.now)
  return [
    {
      type: 'VolunteerNeedAdded',
      data: {
        teamId: data.teamId,
        needId: data.needId,
        calendarEventId: data.calendarEventId,
        ...detailsOf(data),
        addedBy: actor.userId,
        addedAt: metadata.now.toISOString(),
      },
    },
  ]
}

const change = ({ data, metadata }: ChangeVolunteerNeed, state: VolunteerNeedState): VolunteerDomainEvent[] => {
  const need = existing(state)
  managedBy(need, actorOf(metadata))
  stillAhead(need, data.calendarEvent, metadata.now)
  timeAhead(calendarEventStart(data.calendarEvent), data.offsetMinutes, metadata.now)
  const details = detailsOf(data)
  if (details.slotsNeeded < need.volunteerIds.length) {
    throw new ValidationError(volunteerMessages.slotsBelowSignUps, {
      code: 'slots-below-sign-ups',
      fields: { slotsNeeded: volunteerMessages.slotsBelowSignUps },
    })
  }
  if (sameDetails(details, need.details)) return []
  return [
    {
      type: 'VolunteerNeedChanged',
      data: { teamId: data.teamId, needId: data.needId, ...details, changedAt: metadata.now.toISOString() },
    },
  ]
}

const remove = ({ data, metadata }: RemoveVolunteerNeed, state: VolunteerNeedState): VolunteerDomainEvent[] => {
  const need = existing(state)
  managedBy(need, actorOf(metadata))
  return [
    {
      type: 'VolunteerNeedRemoved',
      data: {
        teamId: data.teamId,
        needId: data.needId,
        calendarEventId: need.calendarEventId,
        type: need.details.type,
        offsetMinutes: need.details.offsetMinutes,
        volunteerIds: need.volunteerIds,
        removedAt: metadata.now.toISOString(),
      },
    },
  ]
}

const signUp = ({ data, metadata }: SignUpForVolunteerNeed, state: VolunteerNeedState): VolunteerDomainEvent[] => {
  const need = existing(state)
  const actor = actorOf(metadata)
  stillAhead(need, data.calendarEvent, metadata.now)
  if (need.volunteerIds.includes(actor.userId)) {
    throw new ConflictError(volunteerMessages.alreadySignedUp, { code: 'already-signed-up' })
  }
  if (isFull(need.volunteerIds.length, need.details.slotsNeeded)) {
    throw new ConflictError(volunteerMessages.full, { code: 'full' })
  }
  return [
    {
      type: 'VolunteerSlotBooked',
      data: {
        teamId: data.teamId,
        needId: data.needId,
        volunteerId: actor.userId,
        note: data.note,
        bookedAt: metadata.now.toISOString(),
      },
    },
  ]
}

const withdraw = ({ data, metadata }: WithdrawFromVolunteerNeed, state: VolunteerNeedState): VolunteerDomainEvent[] => {
  const need = existing(state)
  const actor = actorOf(metadata)
  stillAhead(need, data.calendarEvent, metadata.now)
  // Withdrawing twice leaves the same state as once: the second has nothing to do.
  if (!need.volunteerIds.includes(actor.userId)) return []
  return [
    {
      type: 'VolunteerSlotWithdrawn',
      data: {
        teamId: data.teamId,
        needId: data.needId,
        volunteerId: actor.userId,
        withdrawnAt: metadata.now.toISOString(),
      },
    },
  ]
}

const offer = ({ data, metadata }: OfferVolunteerSwap, state: VolunteerNeedState): VolunteerDomainEvent[] => {
  const need = existing(state)
  const actor = actorOf(metadata)
  stillAhead(need, data.calendarEvent, metadata.now)
  if (!need.volunteerIds.includes(actor.userId)) {
    throw new ConflictError(volunteerMessages.notSignedUp, { code: 'not-signed-up' })
  }
  // Offering twice is offering once.
  if (need.swapOffers.includes(actor.userId)) return []
  return [
    {
      type: 'VolunteerSwapOffered',
      data: {
        teamId: data.teamId,
        needId: data.needId,
        volunteerId: actor.userId,
        offeredAt: metadata.now.toISOString(),
      },
    },
  ]
}

const keep = ({ data, metadata }: WithdrawVolunteerSwapOffer, state: VolunteerNeedState): VolunteerDomainEvent[] => {
  const need = existing(state)
  const actor = actorOf(metadata)
  if (!need.swapOffers.includes(actor.userId)) {
    // Already taken by another family: the slot is no longer the caller's to keep.
    if (!need.volunteerIds.includes(actor.userId)) {
      throw new ConflictError(volunteerMessages.swapAlreadyTaken, { code: 'swap-taken' })
    }
    return []
  }
  return [
    {
      type: 'VolunteerSwapOfferWithdrawn',
      data: {
        teamId: data.teamId,
        needId: data.needId,
        volunteerId: actor.userId,
        withdrawnAt: metadata.now.toISOString(),
      },
    },
  ]
}

/**
 * Taking an offered slot. Two families taking the same offer at once both append to this need's stream: one
 * wins, and the other re-decides on the fresh stream, where the offer is gone, and hears so.
 */
const take = ({ data, metadata }: TakeVolunteerSwap, state: VolunteerNeedState): VolunteerDomainEvent[] => {
  const need = existing(state)
  const actor = actorOf(metadata)
  stillAhead(need, data.calendarEvent, metadata.now)
  if (data.fromVolunteerId === actor.userId) {
    throw new ConflictError(volunteerMessages.swapOwn, { code: 'swap-own' })
  }
  if (!need.swapOffers.includes(data.fromVolunteerId)) {
    throw new ConflictError(volunteerMessages.swapAlreadyTaken, { code: 'swap-taken' })
  }
  if (need.volunteerIds.includes(actor.userId)) {
    throw new ConflictError(volunteerMessages.alreadySignedUp, { code: 'already-signed-up' })
  }
  return [
    {
      type: 'VolunteerSwapTaken',
      data: {
        teamId: data.teamId,
        needId: data.needId,
        fromVolunteerId: data.fromVolunteerId,
        toVolunteerId: actor.userId,
        takenAt: metadata.now.toISOString(),
      },
    },
  ]
}

const evolveNeed = (state: VolunteerNeedState, next: (need: VolunteerNeedFacts) => VolunteerNeedFacts) =>
  state.need ? { need: next(state.need) } : state

/** One volunteer need's whole life: added, changed, removed, and every slot booked and given back. */
export const volunteerNeedDecider: Decider<VolunteerNeedState, VolunteerCommand, VolunteerDomainEvent> = {
  initialState: () => ({ need: null }),
  decide: (command, state) => {
    switch (command.type) {
      case 'AddVolunteerNeed':
        return add(command, state)
      case 'ChangeVolunteerNeed':
        return change(command, state)
      case 'RemoveVolunteerNeed':
        return remove(command, state)
      case 'SignUpForVolunteerNeed':
        return signUp(command, state)
      case 'WithdrawFromVolunteerNeed':
        return withdraw(command, state)
      case 'OfferVolunteerSwap':
        return offer(command, state)
      case 'WithdrawVolunteerSwapOffer':
        return keep(command, state)
      case 'TakeVolunteerSwap':
        return take(command, state)
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'VolunteerNeedAdded':
        return {
          need: {
            calendarEventId: event.data.calendarEventId,
            details: detailsOf(event.data),
            addedBy: event.data.addedBy,
            removed: false,
            volunteerIds: [],
            swapOffers: [],
          },
        }
      case 'VolunteerNeedChanged':
        return evolveNeed(state, (need) => ({ ...need, details: detailsOf(event.data) }))
      case 'VolunteerNeedRemoved':
        return evolveNeed(state, (need) => ({ ...need, removed: true }))
      case 'VolunteerSlotBooked':
        return evolveNeed(state, (need) => ({ ...need, volunteerIds: [...need.volunteerIds, event.data.volunteerId] }))
      case 'VolunteerSlotWithdrawn':
        return evolveNeed(state, (need) => ({
          ...need,
          volunteerIds: need.volunteerIds.filter((id) => id !== event.data.volunteerId),
          swapOffers: need.swapOffers.filter((id) => id !== event.data.volunteerId),
        }))
      case 'VolunteerSwapOffered':
        return evolveNeed(state, (need) => ({ ...need, swapOffers: [...need.swapOffers, event.data.volunteerId] }))
      case 'VolunteerSwapOfferWithdrawn':
        return evolveNeed(state, (need) => ({
          ...need,
          swapOffers: need.swapOffers.filter((id) => id !== event.data.volunteerId),
        }))
      case 'VolunteerSwapTaken':
        return evolveNeed(state, (need) => ({
          ...need,
          volunteerIds: need.volunteerIds.map((id) =>
            id === event.data.fromVolunteerId ? event.data.toVolunteerId : id,
          ),
          swapOffers: need.swapOffers.filter((id) => id !== event.data.fromVolunteerId),
        }))
      default:
        return assertNever(event)
    }
  },
}

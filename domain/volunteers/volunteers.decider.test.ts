import { describe, it } from 'vitest'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors'
import type { Actor } from '../shared/events'
import { specFor, testMetadata } from '../shared/testing'
import type { CalendarEventFact, VolunteerCommand } from './volunteers.commands'
import { volunteerNeedDecider } from './volunteers.decider'
import type { VolunteerDomainEvent, VolunteerNeedDetails } from './volunteers.events'

const spec = specFor(volunteerNeedDecider)
const coach: Actor = { userId: 'user-coach', role: 'coach' }
const assistant: Actor = { userId: 'user-assistant', role: 'assistant_coach' }
const parent = (n: number): Actor => ({ userId: `user-parent-${n}`, role: 'parent' })
const metadata = testMetadata()
const at = metadata.now.toISOString()
/** The calendar event starts a day after the test's clock. */
const tomorrow: CalendarEventFact = { startsAt: '2026-09-02T10:00:00.000Z' }
const deleted: CalendarEventFact = { startsAt: null }

const details = (overrides: Partial<VolunteerNeedDetails> = {}): VolunteerNeedDetails => ({
  type: 'snacks',
  slotsNeeded: 2,
  offsetMinutes: 0,
  description: '',
  food: true,
  ...overrides,
})

const added = (overrides: Partial<VolunteerNeedDetails> = {}, addedBy = parent(1).userId): VolunteerDomainEvent => ({
  type: 'VolunteerNeedAdded',
  data: { teamId: 't1', needId: 'n1', calendarEventId: 'c1', ...details(overrides), addedBy, addedAt: at },
})
const booked = (who: Actor, note = ''): VolunteerDomainEvent => ({
  type: 'VolunteerSlotBooked',
  data: { teamId: 't1', needId: 'n1', volunteerId: who.userId, note, bookedAt: at },
})
const withdrawn = (who: Actor): VolunteerDomainEvent => ({
  type: 'VolunteerSlotWithdrawn',
  data: { teamId: 't1', needId: 'n1', volunteerId: who.userId, withdrawnAt: at },
})
const removed = (volunteerIds: string[] = []): VolunteerDomainEvent => ({
  type: 'VolunteerNeedRemoved',
  data: {
    teamId: 't1',
    needId: 'n1',
    calendarEventId: 'c1',
    type: 'snacks',
    offsetMinutes: 0,
    volunteerIds,
    removedAt: at,
  },
})

const by = (actor: Actor) => testMetadata({ actor })

const add = (actor: Actor, calendarEvent = tomorrow, overrides: Partial<VolunteerNeedDetails> = {}) =>
  ({
    type: 'AddVolunteerNeed',
    data: { teamId: 't1', needId: 'n1', calendarEventId: 'c1', calendarEvent, ...details(overrides) },
    metadata: by(actor),
  }) satisfies VolunteerCommand
const change = (actor: Actor, overrides: Partial<VolunteerNeedDetails>, calendarEvent = tomorrow) =>
  ({
    type: 'ChangeVolunteerNeed',
    data: { teamId: 't1', needId: 'n1', calendarEvent, ...details(overrides) },
    metadata: by(actor),
  }) satisfies VolunteerCommand
const remove = (actor: Actor) =>
  ({
    type: 'RemoveVolunteerNeed',
    data: { teamId: 't1', needId: 'n1' },
    metadata: by(actor),
  }) satisfies VolunteerCommand
const signUp = (actor: Actor, note = '', calendarEvent = tomorrow) =>
  ({
    type: 'SignUpForVolunteerNeed',
    data: { teamId: 't1', needId: 'n1', note, calendarEvent },
    metadata: by(actor),
  }) satisfies VolunteerCommand
const withdraw = (actor: Actor, calendarEvent = tomorrow) =>
  ({
    type: 'WithdrawFromVolunteerNeed',
    data: { teamId: 't1', needId: 'n1', calendarEvent },
    metadata: by(actor),
  }) satisfies VolunteerCommand

describe('adding a volunteer need', () => {
  it('lets anyone in the team ask for help with an upcoming calendar event', () =>
    spec([])
      .when(add(parent(1)))
      .then([added()]))

  it('refuses a calendar event that has begun or was deleted', () => {
    spec([])
      .when(add(coach, { startsAt: '2026-09-01T09:00:00.000Z' }))
      .thenThrows(ValidationError, 'Volunteer needs can only be added to upcoming events.')
    spec([]).when(add(coach, deleted)).thenThrows(NotFoundError, 'The event of this volunteer need no longer exists.')
  })

  it('adds a need once', () => spec([added()]).when(add(coach)).thenThrows(ConflictError))
})

describe('signing up', () => {
  it('books a slot with the optional note', () =>
    spec([added()])
      .when(signUp(parent(2), 'Oranges and water'))
      .then([booked(parent(2), 'Oranges and water')]))

  it('says Full once every slot is taken', () =>
    spec([added(), booked(parent(1)), booked(parent(2))])
      .when(signUp(parent(3)))
      .thenThrows(ConflictError, 'Sorry, this is full: every slot has been taken.'))

  it('gives a member one entry only, even while slots remain', () =>
    spec([added({ slotsNeeded: 3 }), booked(parent(2))])
      .when(signUp(parent(2)))
      .thenThrows(ConflictError, 'You are already signed up for this.'))

  it('tells a member who already holds a slot of a full need that they are signed up, not that it is full', () =>
    spec([added(), booked(parent(1)), booked(parent(2))])
      .when(signUp(parent(2)))
      .thenThrows(ConflictError, 'You are already signed up for this.'))

  it('opens a slot again when someone withdraws', () =>
    spec([added(), booked(parent(1)), booked(parent(2)), withdrawn(parent(1))])
      .when(signUp(parent(3)))
      .then([booked(parent(3))]))

  it('refuses a need that was removed, whose calendar event was deleted, or whose time has come', () => {
    spec([added(), removed()])
      .when(signUp(parent(2)))
      .thenThrows(NotFoundError, 'This volunteer need no longer exists.')
    spec([])
      .when(signUp(parent(2)))
      .thenThrows(NotFoundError)
    spec([added()])
      .when(signUp(parent(2), '', deleted))
      .thenThrows(NotFoundError, 'The event of this volunteer need no longer exists.')
    // Setup 30 minutes before a calendar event that starts in 20 minutes has begun.
    spec([added({ offsetMinutes: -30 })])
      .when(signUp(parent(2), '', { startsAt: '2026-09-01T10:20:00.000Z' }))
      .thenThrows(ValidationError, 'This volunteer need has already taken place.')
    // Cleanup 2 hours after a calendar event that began an hour ago is still ahead.
    spec([added({ type: 'cleanup', offsetMinutes: 120 })])
      .when(signUp(parent(2), '', { startsAt: '2026-09-01T09:00:00.000Z' }))
      .then([booked(parent(2))])
  })
})

describe('withdrawing', () => {
  it('gives back the member’s own slot', () =>
    spec([added(), booked(parent(2))])
      .when(withdraw(parent(2)))
      .then([withdrawn(parent(2))]))

  it('has nothing to do for a member who holds no slot', () =>
    spec([added(), booked(parent(2))])
      .when(withdraw(parent(3)))
      .then([]))
})

describe('changing and removing a need', () => {
  it('lets its creator and any coach change it, and nobody else', () => {
    const changed: VolunteerDomainEvent = {
      type: 'VolunteerNeedChanged',
      data: { teamId: 't1', needId: 'n1', ...details({ slotsNeeded: 4, description: 'Fruit' }), changedAt: at },
    }
    spec([added()])
      .when(change(parent(1), { slotsNeeded: 4, description: 'Fruit' }))
      .then([changed])
    spec([added()])
      .when(change(assistant, { slotsNeeded: 4, description: 'Fruit' }))
      .then([changed])
    spec([added()])
      .when(change(parent(2), { slotsNeeded: 4 }))
      .thenThrows(ForbiddenError, 'Only the person who added this need or a coach can change or remove it.')
  })

  it('keeps at least as many slots as people signed up', () =>
    spec([added({ slotsNeeded: 3 }), booked(parent(2)), booked(parent(3))])
      .when(change(coach, { slotsNeeded: 1 }))
      .thenThrows(ValidationError, 'More people have signed up than that.'))

  it('has nothing to do when nothing changed', () => spec([added()]).when(change(coach, {})).then([]))

  it('names the people signed up when it is removed, so they can be told', () =>
    spec([added(), booked(parent(2)), booked(parent(3)), withdrawn(parent(2))])
      .when(remove(coach))
      .then([removed([parent(3).userId])]))

  it('refuses a parent who did not add it, and a need already removed', () => {
    spec([added()])
      .when(remove(parent(2)))
      .thenThrows(ForbiddenError)
    spec([added(), removed()]).when(remove(coach)).thenThrows(NotFoundError)
  })
})

describe('a need’s own time', () => {
  it('must still be ahead when it is added or changed', () => {
    // The calendar event starts in 20 minutes: setup 30 minutes before would be in the past.
    const soon = { startsAt: '2026-09-01T10:20:00.000Z' }
    spec([])
      .when(add(parent(1), soon, { type: 'setup', offsetMinutes: -30 }))
      .thenThrows(ValidationError, 'This time has already passed. Please choose a later one.')
    spec([])
      .when(add(parent(1), soon, { type: 'setup', offsetMinutes: -15 }))
      .then([added({ type: 'setup', offsetMinutes: -15 })])
    spec([added()])
      .when(change(coach, { offsetMinutes: -30 }, soon))
      .thenThrows(ValidationError, 'This time has already passed.')
  })
})

const offerSwap = (actor: Actor, calendarEvent = tomorrow) =>
  ({
    type: 'OfferVolunteerSwap',
    data: { teamId: 't1', needId: 'n1', calendarEvent },
    metadata: by(actor),
  }) satisfies VolunteerCommand
const keepSlot = (actor: Actor) =>
  ({
    type: 'WithdrawVolunteerSwapOffer',
    data: { teamId: 't1', needId: 'n1', calendarEvent: tomorrow },
    metadata: by(actor),
  }) satisfies VolunteerCommand
const takeSwap = (actor: Actor, from: Actor, calendarEvent = tomorrow) =>
  ({
    type: 'TakeVolunteerSwap',
    data: { teamId: 't1', needId: 'n1', fromVolunteerId: from.userId, calendarEvent },
    metadata: by(actor),
  }) satisfies VolunteerCommand
const offered = (who: Actor): VolunteerDomainEvent => ({
  type: 'VolunteerSwapOffered',
  data: { teamId: 't1', needId: 'n1', volunteerId: who.userId, offeredAt: at },
})
const kept = (who: Actor): VolunteerDomainEvent => ({
  type: 'VolunteerSwapOfferWithdrawn',
  data: { teamId: 't1', needId: 'n1', volunteerId: who.userId, withdrawnAt: at },
})
const taken = (from: Actor, to: Actor): VolunteerDomainEvent => ({
  type: 'VolunteerSwapTaken',
  data: { teamId: 't1', needId: 'n1', fromVolunteerId: from.userId, toVolunteerId: to.userId, takenAt: at },
})

describe('a need that is food', () => {
  it('snacks are food unless said otherwise; other help is not', () => {
    const { food: _food, ...withoutFood } = details()
    spec([])
      .when({ ...add(parent(1)), data: { ...add(parent(1)).data, ...withoutFood, food: undefined } })
      .then([added()])
    spec([])
      .when({ ...add(parent(1)), data: { ...add(parent(1)).data, type: 'setup', food: undefined } })
      .then([added({ type: 'setup', food: false })])
  })

  it('marking another kind of help as food is a change', () =>
    spec([added({ type: 'other', food: false })])
      .when(change(coach, { type: 'other', food: true }))
      .then([
        {
          type: 'VolunteerNeedChanged',
          data: { teamId: 't1', needId: 'n1', ...details({ type: 'other', food: true }), changedAt: at },
        },
      ]))
})

describe('swapping a slot', () => {
  it('a volunteer offers their slot; offering again changes nothing', () => {
    spec([added(), booked(parent(1))])
      .when(offerSwap(parent(1)))
      .then([offered(parent(1))])
    spec([added(), booked(parent(1)), offered(parent(1))])
      .when(offerSwap(parent(1)))
      .then([])
  })

  it('only a slot one holds can be offered', () =>
    spec([added(), booked(parent(1))])
      .when(offerSwap(parent(2)))
      .thenThrows(ConflictError, 'You are not signed up for this'))

  it('another family takes it: the slot is theirs and the first is free', () => {
    spec([added(), booked(parent(1)), offered(parent(1))])
      .when(takeSwap(parent(2), parent(1)))
      .then([taken(parent(1), parent(2))])
    // Then the one who took it holds a slot, and the one who offered it may sign up again.
    spec([added(), booked(parent(1)), offered(parent(1)), taken(parent(1), parent(2))])
      .when(signUp(parent(2)))
      .thenThrows(ConflictError, 'You are already signed up for this.')
    spec([added(), booked(parent(1)), offered(parent(1)), taken(parent(1), parent(2))])
      .when(withdraw(parent(2)))
      .then([withdrawn(parent(2))])
  })

  it('an offer is taken once: the second family hears it is gone', () =>
    spec([added(), booked(parent(1)), offered(parent(1)), taken(parent(1), parent(2))])
      .when(takeSwap(parent(3), parent(1)))
      .thenThrows(ConflictError, 'Another family has already taken this slot.'))

  it('nobody takes a slot not offered, their own, or a second slot of the same need', () => {
    spec([added(), booked(parent(1))])
      .when(takeSwap(parent(2), parent(1)))
      .thenThrows(ConflictError, 'Another family has already taken this slot.')
    spec([added(), booked(parent(1)), offered(parent(1))])
      .when(takeSwap(parent(1), parent(1)))
      .thenThrows(ConflictError, 'This is your own slot.')
    spec([added(), booked(parent(1)), booked(parent(2)), offered(parent(1))])
      .when(takeSwap(parent(2), parent(1)))
      .thenThrows(ConflictError, 'You are already signed up for this.')
  })

  it('the offer can be withdrawn while nobody took it; giving the slot back ends it too', () => {
    spec([added(), booked(parent(1)), offered(parent(1))])
      .when(keepSlot(parent(1)))
      .then([kept(parent(1))])
    spec([added(), booked(parent(1)), offered(parent(1)), kept(parent(1))])
      .when(takeSwap(parent(2), parent(1)))
      .thenThrows(ConflictError, 'Another family has already taken this slot.')
    spec([added(), booked(parent(1)), offered(parent(1)), withdrawn(parent(1))])
      .when(takeSwap(parent(2), parent(1)))
      .thenThrows(ConflictError, 'Another family has already taken this slot.')
  })

  it('withdrawing an offer already taken says so', () =>
    spec([added(), booked(parent(1)), offered(parent(1)), taken(parent(1), parent(2))])
      .when(keepSlot(parent(1)))
      .thenThrows(ConflictError, 'Another family has already taken this slot.'))

  it('a swap of a need whose time has come is refused', () =>
    spec([added(), booked(parent(1)), offered(parent(1))])
      .when(takeSwap(parent(2), parent(1), { startsAt: '2026-09-01T09:00:00.000Z' }))
      .thenThrows(ValidationError, 'This volunteer need has already taken place.'))
})

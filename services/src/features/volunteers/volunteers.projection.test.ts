import { calendarDecider } from '@teamspace/domain/calendar/calendar.decider'
import type { CalendarEventCancelled } from '@teamspace/domain/calendar/calendar.events'
import type { Decider } from '@teamspace/domain/shared/decider'
import type { Actor, Command, DomainEvent } from '@teamspace/domain/shared/events'
import { testMetadata } from '@teamspace/domain/shared/testing'
import { volunteerNeedDecider } from '@teamspace/domain/volunteers/volunteers.decider'
import type { VolunteerDomainEvent } from '@teamspace/domain/volunteers/volunteers.events'
import fc from 'fast-check'
import { nanoid } from 'nanoid'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { projections } from '../../app'
import { commandStream, type CommandInput } from '../../platform/commands/command-stream'
import { handleCommand } from '../../platform/commands/handle-command'
import { verifyProjection } from '../../platform/projections/rebuild'
import { volunteersProjection } from './volunteers.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(volunteersProjection)
const at = '2026-09-01T10:00:00.000Z'
const later = '2026-09-01T10:30:00.000Z'

const added = (needId: string, calendarEventId = 'c1'): VolunteerDomainEvent => ({
  type: 'VolunteerNeedAdded',
  data: {
    teamId: 't1',
    needId,
    calendarEventId,
    type: 'setup',
    slotsNeeded: 3,
    offsetMinutes: -30,
    description: '',
    food: false,
    addedBy: 'user-parent',
    addedAt: at,
  },
})
const booked = (needId: string, volunteerId: string, note = ''): VolunteerDomainEvent => ({
  type: 'VolunteerSlotBooked',
  data: { teamId: 't1', needId, volunteerId, note, bookedAt: at },
})
const withdrawn = (needId: string, volunteerId: string): VolunteerDomainEvent => ({
  type: 'VolunteerSlotWithdrawn',
  data: { teamId: 't1', needId, volunteerId, withdrawnAt: at },
})
const cancelled = (calendarEventId: string): CalendarEventCancelled => ({
  type: 'CalendarEventCancelled',
  data: { teamId: 't1', calendarEventId, cancelledAt: at },
})

describe('volunteers projection', () => {
  it('lists a need with its creator, its offset and the description as typed', () =>
    spec.given(added('n1')).then({
      volunteer_needs: [
        {
          id: 'n1',
          calendar_event_id: 'c1',
          type: 'setup',
          slots_needed: 3,
          offset_minutes: -30,
          description: '',
          food: false,
          created_by: 'user-parent',
          created_at: new Date(at),
        },
      ],
    }))

  it('keeps the last of several changes', () =>
    spec
      .given(
        added('n1'),
        {
          type: 'VolunteerNeedChanged',
          data: {
            teamId: 't1',
            needId: 'n1',
            type: 'snacks',
            slotsNeeded: 2,
            offsetMinutes: 0,
            description: 'Fruit',
            food: true,
            changedAt: '2026-09-01T11:00:00.000Z',
          },
        },
        {
          type: 'VolunteerNeedChanged',
          data: {
            teamId: 't1',
            needId: 'n1',
            type: 'snacks',
            slotsNeeded: 4,
            offsetMinutes: 10,
            description: 'Fruit and water',
            food: true,
            changedAt: '2026-09-01T12:00:00.000Z',
          },
        },
      )
      .then({
        volunteer_needs: [
          {
            type: 'snacks',
            slots_needed: 4,
            offset_minutes: 10,
            description: 'Fruit and water',
            food: true,
            updated_at: new Date('2026-09-01T12:00:00.000Z'),
          },
        ],
      }))

  it('keeps who holds each slot, and their note', () =>
    spec
      .given(added('n1'), booked('n1', 'u1', 'Oranges'), booked('n1', 'u2'), withdrawn('n1', 'u1'), booked('n1', 'u3'))
      .then({
        volunteer_sign_ups: [
          { need_id: 'n1', volunteer_id: 'u2', note: '' },
          { need_id: 'n1', volunteer_id: 'u3', note: '' },
        ],
      }))

  it('marks a slot offered for a swap, and passes it to the family who took it, without the first note', () =>
    spec
      .given(
        added('n1'),
        booked('n1', 'u1', 'Oranges'),
        booked('n1', 'u2'),
        { type: 'VolunteerSwapOffered', data: { teamId: 't1', needId: 'n1', volunteerId: 'u1', offeredAt: at } },
        { type: 'VolunteerSwapOffered', data: { teamId: 't1', needId: 'n1', volunteerId: 'u2', offeredAt: at } },
        {
          type: 'VolunteerSwapOfferWithdrawn',
          data: { teamId: 't1', needId: 'n1', volunteerId: 'u2', withdrawnAt: at },
        },
        {
          type: 'VolunteerSwapTaken',
          data: { teamId: 't1', needId: 'n1', fromVolunteerId: 'u1', toVolunteerId: 'u3', takenAt: later },
        },
      )
      .then({
        volunteer_sign_ups: [
          { need_id: 'n1', volunteer_id: 'u2', note: '', swap_offered_at: null, signed_up_at: new Date(at) },
          { need_id: 'n1', volunteer_id: 'u3', note: '', swap_offered_at: null, signed_up_at: new Date(later) },
        ],
      }))

  it('keeps an offer standing until it is taken or withdrawn', () =>
    spec
      .given(added('n1'), booked('n1', 'u1'), {
        type: 'VolunteerSwapOffered',
        data: { teamId: 't1', needId: 'n1', volunteerId: 'u1', offeredAt: later },
      })
      .then({ volunteer_sign_ups: [{ volunteer_id: 'u1', swap_offered_at: new Date(later) }] }))

  it('drops a removed need with its sign-ups', () =>
    spec
      .given(added('n1'), added('n2'), booked('n1', 'u1'), booked('n2', 'u1'), {
        type: 'VolunteerNeedRemoved',
        data: {
          teamId: 't1',
          needId: 'n1',
          calendarEventId: 'c1',
          type: 'setup',
          offsetMinutes: -30,
          volunteerIds: ['u1'],
          removedAt: at,
        },
      })
      .then({
        volunteer_needs: [{ id: 'n2' }],
        volunteer_sign_ups: [{ need_id: 'n2', volunteer_id: 'u1' }],
      }))

  it('drops the needs of a deleted calendar event, and a booking that raced the deletion counts for nobody', () =>
    spec
      .given(added('n1', 'c1'), added('n2', 'c2'), booked('n1', 'u1'), cancelled('c1'), booked('n1', 'u2'))
      .then({ volunteer_needs: [{ id: 'n2' }], volunteer_sign_ups: [] }))
})

describe('volunteers projection against a rebuild', () => {
  it('stays equal to a rebuild from the log, for any sequence of needs, sign-ups and calendar deletions', async () => {
    type Step =
      | { kind: 'add'; need: number; event: number; slots: number }
      | { kind: 'change'; need: number; slots: number; offset: number }
      | { kind: 'remove'; need: number; by: number }
      | { kind: 'signUp' | 'withdraw'; need: number; member: number }
      | { kind: 'cancel'; event: number }
      | { kind: 'offer' | 'keep'; need: number; member: number }
      | { kind: 'take'; need: number; member: number; from: number }
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        need: fc.nat(3),
        event: fc.nat(1),
        slots: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        kind: fc.constant('change' as const),
        need: fc.nat(3),
        slots: fc.integer({ min: 1, max: 3 }),
        offset: fc.integer({ min: -60, max: 60 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), need: fc.nat(3), by: fc.nat(2) }),
      fc.record({ kind: fc.constantFrom('signUp' as const, 'withdraw' as const), need: fc.nat(3), member: fc.nat(4) }),
      fc.record({ kind: fc.constant('cancel' as const), event: fc.nat(1) }),
      fc.record({ kind: fc.constantFrom('offer' as const, 'keep' as const), need: fc.nat(3), member: fc.nat(4) }),
      fc.record({ kind: fc.constant('take' as const), need: fc.nat(3), member: fc.nat(4), from: fc.nat(4) }),
    )
    const startsAt = '2026-09-10T09:00:00.000Z'
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const teamId = `team-${nanoid(6)}`
        const needId = (n: number) => `${teamId}-n${n}`
        const eventId = (n: number) => `${teamId}-e${n}`
        const cancelledEvents = new Set<number>()
        const needEvents = new Map<number, number>()
        const member = (n: number): Actor => ({
          userId: `${teamId}-u${n}`,
          role: n === 0 ? 'coach' : 'parent',
        })
        const run = <State, C extends Command, E extends DomainEvent>(
          decider: Decider<State, C, E>,
          streamId: string,
          { type, data, metadata }: C,
        ) =>
          handleCommand(
            { db: t.database.db, projections },
            commandStream({ type: 'test', decider, streamOf: () => null }),
            { type, data } as CommandInput<C>,
            { streamId, teamId, metadata, result: () => null },
          )
        for (const s of steps) {
          const metadata = (actor: Actor = member(1)) => testMetadata({ commandId: nanoid(), actor })
          const calendarEvent = (need: number) => ({
            startsAt: cancelledEvents.has(needEvents.get(need) ?? -1) ? null : startsAt,
          })
          const values = { type: 'snacks' as const, offsetMinutes: 0, description: '' }
          try {
            if (s.kind === 'cancel') {
              cancelledEvents.add(s.event)
              await run(calendarDecider, `calendarevent-${eventId(s.event)}`, {
                type: 'ScheduleCalendarEvent',
                data: {
                  teamId,
                  calendarEventId: eventId(s.event),
                  timeZone: 'Europe/London',
                  title: 'Game',
                  type: 'game',
                  date: '2026-09-10',
                  time: '10:00',
                  location: 'North Field',
                  opponent: '',
                  address: '',
                  arriveMinutesEarly: 0,
                  description: '',
                  takesAttendance: false,
                },
                metadata: metadata(member(0)),
              }).catch(() => null)
              await run(calendarDecider, `calendarevent-${eventId(s.event)}`, {
                type: 'CancelCalendarEvent',
                data: { teamId, calendarEventId: eventId(s.event) },
                metadata: metadata(member(0)),
              })
            } else if (s.kind === 'add') {
              if (!needEvents.has(s.need)) needEvents.set(s.need, s.event)
              await run(volunteerNeedDecider, `volunteerneed-${needId(s.need)}`, {
                type: 'AddVolunteerNeed',
                data: {
                  teamId,
                  needId: needId(s.need),
                  calendarEventId: eventId(needEvents.get(s.need)!),
                  calendarEvent: calendarEvent(s.need),
                  ...values,
                  slotsNeeded: s.slots,
                },
                metadata: metadata(),
              })
            } else if (s.kind === 'change') {
              await run(volunteerNeedDecider, `volunteerneed-${needId(s.need)}`, {
                type: 'ChangeVolunteerNeed',
                data: {
                  teamId,
                  needId: needId(s.need),
                  calendarEvent: calendarEvent(s.need),
                  ...values,
                  slotsNeeded: s.slots,
                  offsetMinutes: s.offset,
                },
                metadata: metadata(member(0)),
              })
            } else if (s.kind === 'remove') {
              await run(volunteerNeedDecider, `volunteerneed-${needId(s.need)}`, {
                type: 'RemoveVolunteerNeed',
                data: { teamId, needId: needId(s.need) },
                metadata: metadata(member(s.by)),
              })
            } else if (s.kind === 'offer' || s.kind === 'keep' || s.kind === 'take') {
              const data = { teamId, needId: needId(s.need), calendarEvent: calendarEvent(s.need) }
              await run(
                volunteerNeedDecider,
                `volunteerneed-${needId(s.need)}`,
                s.kind === 'take'
                  ? {
                      type: 'TakeVolunteerSwap',
                      data: { ...data, fromVolunteerId: member(s.from).userId },
                      metadata: metadata(member(s.member)),
                    }
                  : s.kind === 'offer'
                    ? { type: 'OfferVolunteerSwap', data, metadata: metadata(member(s.member)) }
                    : { type: 'WithdrawVolunteerSwapOffer', data, metadata: metadata(member(s.member)) },
              )
            } else {
              const data = { teamId, needId: needId(s.need), calendarEvent: calendarEvent(s.need) }
              await run(
                volunteerNeedDecider,
                `volunteerneed-${needId(s.need)}`,
                s.kind === 'signUp'
                  ? {
                      type: 'SignUpForVolunteerNeed',
                      data: { ...data, note: '' },
                      metadata: metadata(member(s.member)),
                    }
                  : { type: 'WithdrawFromVolunteerNeed', data, metadata: metadata(member(s.member)) },
              )
            }
          } catch {
            // Refused commands (full, already signed up, not theirs to remove) are part of the sequence.
          }
        }
        expect(await verifyProjection(t.owner.db, volunteersProjection)).toEqual([])
      }),
      { numRuns: 15 },
    )
  })
})

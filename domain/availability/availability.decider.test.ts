import { describe, it } from 'vitest'
import type { CalendarEventType } from '../calendar/calendar.schemas'
import { ForbiddenError, ValidationError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import { specFor, testMetadata } from '../shared/testing'
import type { GiveAvailability } from './availability.commands'
import { availabilityDecider } from './availability.decider'
import type { AvailabilityGiven } from './availability.events'
import type { AvailabilityAnswer } from './availability.schemas'

const spec = specFor(availabilityDecider)
const parent = testMetadata({ actor: { userId: 'user-parent', role: 'parent' } })
const at = parent.now.toISOString() // 2026-09-01T10:00Z

const give = (
  answer: AvailabilityAnswer,
  {
    note = '',
    type = 'game',
    startsAt = '2026-09-05T09:00:00.000Z',
    by = parent,
  }: { note?: string; type?: CalendarEventType; startsAt?: string; by?: CommandMetadata } = {},
): GiveAvailability => ({
  type: 'GiveAvailability',
  data: {
    teamId: 't1',
    calendarEventId: 'c1',
    playerId: 'p1',
    answer,
    note,
    calendarEvent: { type, startsAt },
    parentIds: ['user-parent', 'user-grandparent'],
  },
  metadata: by,
})

const given = (answer: AvailabilityAnswer, note = ''): AvailabilityGiven => ({
  type: 'AvailabilityGiven',
  data: { teamId: 't1', calendarEventId: 'c1', playerId: 'p1', answer, note, givenAt: at },
})

describe('availability decider', () => {
  describe('a parent of the child', () => {
    it('answers for an upcoming game, with a short note', () =>
      spec([])
        .when(give('maybe', { note: 'Back from holiday at 11' }))
        .then([given('maybe', 'Back from holiday at 11')]))

    it('answers for an upcoming practice', () =>
      spec([])
        .when(give('going', { type: 'practice' }))
        .then([given('going')]))

    it('changes the answer', () =>
      spec([given('going')])
        .when(give('not-going'))
        .then([given('not-going')]))

    it('records nothing when the answer and note are the same', () =>
      spec([given('going')])
        .when(give('going'))
        .then([]))

    it('may be anyone of the family linked to the child', () =>
      spec([])
        .when(
          give('going', {
            by: testMetadata({ actor: { userId: 'user-grandparent', role: 'grandparent' } }),
          }),
        )
        .then([given('going')]))
  })

  describe('refuses', () => {
    it('someone who is not linked to the child, a coach included', () => {
      spec([])
        .when(give('going', { by: testMetadata({ actor: { userId: 'user-other', role: 'parent' } }) }))
        .thenThrows(ForbiddenError, 'You can only answer for your own children.')
      spec([])
        .when(give('going', { by: testMetadata() }))
        .thenThrows(ForbiddenError, 'You can only answer for your own children.')
    })

    it('a team event, which takes no availability', () =>
      spec([])
        .when(give('going', { type: 'event' }))
        .thenThrows(ValidationError, 'Availability can only be given for upcoming games and practices.'))

    it('a game that has begun', () =>
      spec([])
        .when(give('going', { startsAt: '2026-09-01T09:59:00.000Z' }))
        .thenThrows(ValidationError, 'Availability can only be given for upcoming games and practices.'))
  })
})

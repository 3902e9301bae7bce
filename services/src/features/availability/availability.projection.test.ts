import type { AvailabilityGiven } from '@teamspace/domain/availability/availability.events'
import type { AvailabilityAnswer } from '@teamspace/domain/availability/availability.schemas'
import type { PlayerRemoved } from '@teamspace/domain/roster/roster.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { availabilityProjection } from './availability.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(availabilityProjection)

const given = (
  calendarEventId: string,
  playerId: string,
  answer: AvailabilityAnswer,
  note = '',
): AvailabilityGiven => ({
  type: 'AvailabilityGiven',
  data: { teamId: 't1', calendarEventId, playerId, answer, note, givenAt: '2026-09-01T10:00:00.000Z' },
})

const removed = (playerId: string): PlayerRemoved => ({
  type: 'PlayerRemoved',
  data: { teamId: 't1', playerId, removedAt: '2026-09-02T10:00:00.000Z' },
})

describe('availability projection', () => {
  it('keeps each child’s answer per event, with its note and who gave it', () =>
    spec
      .given(given('c1', 'p1', 'going', 'Late by 10 min'), given('c1', 'p2', 'maybe'), given('c2', 'p1', 'not-going'))
      .then({
        availability_answers: [
          { calendar_event_id: 'c1', player_id: 'p1', answer: 'going', note: 'Late by 10 min', given_by: 'user-coach' },
          { calendar_event_id: 'c1', player_id: 'p2', answer: 'maybe', note: '', given_by: 'user-coach' },
          { calendar_event_id: 'c2', player_id: 'p1', answer: 'not-going', note: '', given_by: 'user-coach' },
        ],
      }))

  it('keeps only the last answer of a child who changed their mind', () =>
    spec.given(given('c1', 'p1', 'going'), given('c1', 'p1', 'maybe', 'Cold'), given('c1', 'p1', 'not-going')).then({
      availability_answers: [{ calendar_event_id: 'c1', player_id: 'p1', answer: 'not-going', note: '' }],
    }))

  it('drops a removed player’s answers', () =>
    spec.given(given('c1', 'p1', 'going'), given('c1', 'p2', 'going'), removed('p1')).then({
      availability_answers: [{ player_id: 'p2' }],
    }))
})

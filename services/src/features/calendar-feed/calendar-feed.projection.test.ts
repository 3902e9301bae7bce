import type { CalendarDomainEvent, CalendarEventDetails } from '@teamspace/domain/calendar/calendar.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { calendarFeedProjection } from './calendar-feed.projection'
import { cupTieDetails } from '@teamspace/domain/calendar/calendar.fixture'

const t = useTestDatabase()
const spec = projectionSpec(t)(calendarFeedProjection)

/** A game against Rovers at 10:00 New York time on Sat, Oct 3 2026, unless `overrides` say otherwise. */
const details = (overrides: Partial<CalendarEventDetails> = {}) =>
  cupTieDetails({
    title: 'Game',
    date: '2026-10-03',
    timeZone: 'America/New_York',
    startsAt: '2026-10-03T14:00:00.000Z',
    endsAt: '2026-10-03T15:30:00.000Z',
    ...overrides,
  })

const scheduled = (id: string, overrides: Partial<CalendarEventDetails> = {}): CalendarDomainEvent => ({
  type: 'CalendarEventScheduled',
  data: {
    ...details(overrides),
    teamId: 't1',
    calendarEventId: id,
    takesAttendance: true,
    createdBy: 'user-coach',
    scheduledAt: '2026-09-01T08:00:00.000Z',
  },
})
const changed = (id: string, changedAt: string, overrides: Partial<CalendarEventDetails>): CalendarDomainEvent => ({
  type: 'CalendarEventChanged',
  data: { ...details(overrides), teamId: 't1', calendarEventId: id, changedAt },
})
const cancelled = (id: string, cancelledAt: string): CalendarDomainEvent => ({
  type: 'CalendarEventCancelled',
  data: { teamId: 't1', calendarEventId: id, cancelledAt },
})

const entry = (id: string, fields: Record<string, unknown>) => ({
  calendar_event_id: id,
  uid: `calendarevent-${id}@teamspace`,
  ...fields,
})

describe('calendar feed projection', () => {
  it('lists a scheduled calendar event at sequence 0, confirmed, modified when scheduled', () =>
    spec.given(scheduled('e1')).then({
      calendar_feed_entries: [
        entry('e1', {
          team_id: 't1',
          sequence: 0,
          status: 'confirmed',
          title: 'Game',
          opponent: 'Rovers',
          location: 'North Field',
          starts_at: new Date('2026-10-03T14:00:00.000Z'),
          time_zone: 'America/New_York',
          last_modified: new Date('2026-09-01T08:00:00.000Z'),
          cancelled_at: null,
        }),
      ],
    }))

  it('raises the sequence on every change and keeps the last details and time of change', () =>
    spec
      .given(
        scheduled('e1'),
        changed('e1', '2026-09-02T08:00:00.000Z', { location: 'South Field' }),
        changed('e1', '2026-09-03T08:00:00.000Z', { time: '11:30', startsAt: '2026-10-03T15:30:00.000Z' }),
      )
      .then({
        calendar_feed_entries: [
          entry('e1', {
            sequence: 2,
            status: 'confirmed',
            location: 'North Field',
            starts_at: new Date('2026-10-03T15:30:00.000Z'),
            last_modified: new Date('2026-09-03T08:00:00.000Z'),
          }),
        ],
      }))

  it('keeps a cancelled calendar event as cancelled, with its sequence raised once more', () =>
    spec
      .given(
        scheduled('e1'),
        scheduled('e2', { title: 'Practice', type: 'practice', opponent: '' }),
        changed('e1', '2026-09-02T08:00:00.000Z', { location: 'South Field' }),
        cancelled('e1', '2026-09-04T08:00:00.000Z'),
      )
      .then({
        calendar_feed_entries: [
          entry('e1', {
            sequence: 2,
            status: 'cancelled',
            location: 'South Field',
            cancelled_at: new Date('2026-09-04T08:00:00.000Z'),
            last_modified: new Date('2026-09-04T08:00:00.000Z'),
          }),
          entry('e2', {
            sequence: 0,
            status: 'confirmed',
            location: 'North Field',
            cancelled_at: null,
            last_modified: new Date('2026-09-01T08:00:00.000Z'),
          }),
        ],
      }))

  it('keeps each calendar event’s own sequence when their changes interleave', () =>
    spec
      .given(
        scheduled('e1'),
        scheduled('e2'),
        changed('e1', '2026-09-02T08:00:00.000Z', { location: 'A' }),
        changed('e2', '2026-09-02T09:00:00.000Z', { location: 'B' }),
        changed('e1', '2026-09-02T10:00:00.000Z', { location: 'C' }),
      )
      .then({
        calendar_feed_entries: [
          entry('e1', { sequence: 2, location: 'C' }),
          entry('e2', { sequence: 1, location: 'B' }),
        ],
      }))
})

import type { CalendarDomainEvent, CalendarEventDetails } from '@teamspace/domain/calendar/calendar.events'
import { describe, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { onStream, projectionSpec } from '../../../test/projection-spec'
import { calendarProjection } from './calendar.projection'
import { cupTieDetails } from '@teamspace/domain/calendar/calendar.fixture'

const t = useTestDatabase()
const spec = projectionSpec(t)(calendarProjection)
const at = '2026-09-01T10:00:00.000Z'

const scheduled = (id: string, overrides: Partial<CalendarEventDetails> = {}) =>
  onStream(`calendarevent-${id}`, {
    type: 'CalendarEventScheduled',
    data: {
      teamId: 't1',
      calendarEventId: id,
      ...cupTieDetails(overrides),
      takesAttendance: true,
      createdBy: 'user-coach',
      scheduledAt: at,
    },
  } satisfies CalendarDomainEvent)

const changed = (id: string, overrides: Partial<CalendarEventDetails>, changedAt: string): CalendarDomainEvent => ({
  type: 'CalendarEventChanged',
  data: { teamId: 't1', calendarEventId: id, ...cupTieDetails(overrides), changedAt },
})

const cancelled = (id: string): CalendarDomainEvent => ({
  type: 'CalendarEventCancelled',
  data: { teamId: 't1', calendarEventId: id, cancelledAt: '2026-09-03T08:00:00.000Z' },
})

describe('calendar projection', () => {
  it('lists a scheduled event with its local date and time, its instant, its creator and version 1', () =>
    spec.given(scheduled('c1')).then({
      calendar_events: [
        {
          id: 'c1',
          local_date: '2026-09-05',
          local_time: '10:00',
          time_zone: 'Europe/London',
          starts_at: new Date('2026-09-05T09:00:00.000Z'),
          opponent: 'Rovers',
          address: '',
          arrive_minutes_early: 0,
          takes_attendance: true,
          created_by: 'user-coach',
          version: 1,
          cancelled_at: null,
        },
      ],
    }))

  it('keeps the last of several changes', () =>
    spec
      .given(
        scheduled('c1'),
        changed('c1', { time: '11:00' }, '2026-09-02T08:00:00.000Z'),
        changed('c1', { time: '12:30', location: 'South Field' }, '2026-09-02T09:00:00.000Z'),
      )
      .then({
        calendar_events: [
          {
            id: 'c1',
            local_time: '12:30',
            location: 'South Field',
            updated_at: new Date('2026-09-02T09:00:00.000Z'),
            created_at: new Date(at),
          },
        ],
      }))

  it('marks a deleted event cancelled and leaves the others be', () =>
    spec.given(scheduled('c1'), scheduled('c2', { title: 'Training', type: 'practice' }), cancelled('c1')).then({
      calendar_events: [
        { id: 'c1', cancelled_at: new Date('2026-09-03T08:00:00.000Z') },
        { id: 'c2', cancelled_at: null },
      ],
    }))
})

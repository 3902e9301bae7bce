import { describe, expect, it } from 'vitest'
import { foldCalendar } from './calendar.as-of'

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`

describe('the calendar’s fold as of a past instant', () => {
  it('keeps calendar events as last changed, without the cancelled ones, in order of their start', () => {
    const details = {
      teamId: 't',
      title: 'Practice',
      type: 'practice',
      date: '2026-11-28',
      time: '10:00',
      timeZone: 'Europe/London',
      startsAt: '2026-11-28T10:00:00.000Z',
      endTime: '11:15',
      endsAt: '2026-11-28T11:15:00.000Z',
      location: '',
      opponent: '',
      address: '',
      arriveMinutesEarly: 0,
      description: '',
    } as const
    const scheduled = (calendarEventId: string, startsAt: string) => ({
      type: 'CalendarEventScheduled' as const,
      data: { ...details, startsAt, calendarEventId, takesAttendance: true, createdBy: 'c', scheduledAt: at(1) },
      streamVersion: 1,
      recordedAt: at(1),
      actorId: 'c',
    })
    const then = foldCalendar([
      scheduled('b', '2026-11-28T10:00:00.000Z'),
      scheduled('a', '2026-11-29T10:00:00.000Z'),
      scheduled('gone', '2026-11-27T10:00:00.000Z'),
      {
        type: 'CalendarEventChanged',
        data: {
          ...details,
          calendarEventId: 'b',
          time: '11:00',
          startsAt: '2026-11-28T11:00:00.000Z',
          changedAt: at(2),
        },
        streamVersion: 2,
        recordedAt: at(2),
        actorId: 'c',
      },
      {
        type: 'CalendarEventCancelled',
        data: { teamId: 't', calendarEventId: 'gone', cancelledAt: at(2) },
        streamVersion: 2,
        recordedAt: at(2),
        actorId: 'c',
      },
    ])
    expect(then.map((e) => [e.id, e.time, e.version])).toEqual([
      ['b', '11:00', 2],
      ['a', '10:00', 1],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import { specFor, testMetadata } from '../shared/testing'
import type { CalendarCommand } from './calendar.commands'
import { calendarDecider } from './calendar.decider'
import type { CalendarDomainEvent, CalendarEventChanged, CalendarEventScheduled } from './calendar.events'
import type { CalendarEventValues } from './calendar.schemas'

const spec = specFor(calendarDecider)
const metadata = testMetadata() // 2026-09-01T10:00Z, by user-coach
const at = metadata.now.toISOString()
const otherCoach = testMetadata({ actor: { userId: 'user-assistant', role: 'assistant_coach' } })
const later = testMetadata({ now: new Date('2026-09-20T12:00:00Z') })

const values = (overrides: Partial<CalendarEventValues> = {}): CalendarEventValues => ({
  title: 'Training',
  type: 'practice',
  date: '2026-09-05',
  time: '10:00',
  endTime: '',
  location: 'North Field',
  opponent: '',
  address: '',
  arriveMinutesEarly: 0,
  description: '',
  ...overrides,
})

const schedule = (
  overrides: Partial<CalendarEventValues> = {},
  { timeZone = 'Europe/London', takesAttendance = true, by = metadata } = {},
): CalendarCommand => ({
  type: 'ScheduleCalendarEvent',
  data: { teamId: 't1', calendarEventId: 'c1', timeZone, takesAttendance, ...values(overrides) },
  metadata: by,
})

const change = (
  version: number,
  overrides: Partial<CalendarEventValues> = {},
  by: CommandMetadata = metadata,
): CalendarCommand => ({
  type: 'ChangeCalendarEvent',
  data: { teamId: 't1', calendarEventId: 'c1', timeZone: 'Europe/London', version, ...values(overrides) },
  metadata: by,
})

const cancel = (by: CommandMetadata = metadata): CalendarCommand => ({
  type: 'CancelCalendarEvent',
  data: { teamId: 't1', calendarEventId: 'c1' },
  metadata: by,
})

/** The practice on 5 September 2026 at 10:00 in London (BST, UTC+1). */
const scheduled: CalendarEventScheduled = {
  type: 'CalendarEventScheduled',
  data: {
    teamId: 't1',
    calendarEventId: 'c1',
    ...values({ endTime: '11:15' }),
    timeZone: 'Europe/London',
    startsAt: '2026-09-05T09:00:00.000Z',
    endsAt: '2026-09-05T10:15:00.000Z',
    takesAttendance: true,
    createdBy: 'user-coach',
    scheduledAt: at,
  },
}

/** The same practice moved to 12:00 by its creator. */
const changedToNoon: CalendarEventChanged = {
  type: 'CalendarEventChanged',
  data: {
    teamId: 't1',
    calendarEventId: 'c1',
    ...values({ time: '12:00', endTime: '13:15' }),
    timeZone: 'Europe/London',
    startsAt: '2026-09-05T11:00:00.000Z',
    endsAt: '2026-09-05T12:15:00.000Z',
    changedAt: at,
  },
}

const startsAtFor = (command: CalendarCommand) => {
  const [event] = calendarDecider.decide(command, calendarDecider.initialState())
  return event?.type === 'CalendarEventScheduled' ? event.data.startsAt : undefined
}

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a refusal')
}

describe('calendar decider', () => {
  describe('scheduling', () => {
    it('puts a practice on the calendar at the instant its local time names, taking attendance', () =>
      spec([]).when(schedule()).then([scheduled]))

    it('keeps the opponent of a game only', () => {
      spec([])
        .when(schedule({ type: 'game', title: 'Cup tie', opponent: 'Rovers', endTime: '11:15' }))
        .then([{ ...scheduled, data: { ...scheduled.data, type: 'game', title: 'Cup tie', opponent: 'Rovers' } }])
      spec([])
        .when(schedule({ opponent: 'Rovers' }))
        .then([scheduled])
    })

    it('keeps an address for any type, and a time to arrive early for a game only', () => {
      const game = { type: 'game', title: 'Cup tie', opponent: 'Rovers', endTime: '11:15' } as const
      spec([])
        .when(schedule({ ...game, address: '1 Shore Road', arriveMinutesEarly: 45 }))
        .then([
          {
            ...scheduled,
            data: { ...scheduled.data, ...game, address: '1 Shore Road', arriveMinutesEarly: 45 },
          },
        ])
      spec([])
        .when(schedule({ address: '1 Shore Road', arriveMinutesEarly: 45 }))
        .then([{ ...scheduled, data: { ...scheduled.data, address: '1 Shore Road' } }])
    })

    it('never takes attendance for a team event, even with the box ticked', () =>
      spec([])
        .when(schedule({ type: 'event', title: 'Team party', endTime: '11:15' }))
        .then([
          { ...scheduled, data: { ...scheduled.data, type: 'event', title: 'Team party', takesAttendance: false } },
        ]))

    it('takes no attendance for a practice when the box is not ticked', () =>
      spec([])
        .when(schedule({}, { takesAttendance: false }))
        .then([{ ...scheduled, data: { ...scheduled.data, takesAttendance: false } }]))

    it('refuses a date before today in the team’s time zone, beside the date field', () => {
      const error = refusal(() =>
        calendarDecider.decide(schedule({ date: '2026-08-31' }), calendarDecider.initialState()),
      )
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toMatchObject({
        message: 'Event date cannot be in the past',
        fields: { date: 'Event date cannot be in the past' },
      })
    })

    it('takes today from the team’s zone, not from UTC', () => {
      // 10:00 UTC on 1 September is already 2 September on Kiritimati (UTC+14), and still 1 September in Los Angeles.
      spec([])
        .when(schedule({ date: '2026-09-01' }, { timeZone: 'Pacific/Kiritimati' }))
        .thenThrows(ValidationError, 'Event date cannot be in the past')
      expect(startsAtFor(schedule({ date: '2026-09-01', time: '18:00' }, { timeZone: 'America/Los_Angeles' }))).toBe(
        '2026-09-02T01:00:00.000Z',
      )
    })

    it('allows today, even at an hour already gone', () =>
      expect(startsAtFor(schedule({ date: '2026-09-01', time: '08:00' }))).toBe('2026-09-01T07:00:00.000Z'))

    it('never schedules one id twice', () => spec([scheduled]).when(schedule()).thenThrows(ConflictError))
  })

  describe('end time', () => {
    const endOf = (overrides: Partial<CalendarEventValues>) => {
      const [event] = calendarDecider.decide(schedule(overrides), calendarDecider.initialState())
      const data = event?.type === 'CalendarEventScheduled' ? event.data : null
      return data && { endTime: data.endTime, endsAt: data.endsAt }
    }

    it('gives each type its usual length when the coach names no end', () => {
      expect(endOf({ type: 'game', opponent: 'Rovers' })).toEqual({
        endTime: '11:30',
        endsAt: '2026-09-05T10:30:00.000Z',
      })
      expect(endOf({ type: 'practice' })).toEqual({ endTime: '11:15', endsAt: '2026-09-05T10:15:00.000Z' })
      expect(endOf({ type: 'event' })).toEqual({ endTime: '12:00', endsAt: '2026-09-05T11:00:00.000Z' })
    })

    it('keeps the end the coach chose', () =>
      expect(endOf({ time: '17:30', endTime: '18:45' })).toEqual({
        endTime: '18:45',
        endsAt: '2026-09-05T17:45:00.000Z',
      }))

    it('ends on the next day when the end is not after the start', () =>
      expect(endOf({ time: '23:00', endTime: '00:30' })).toEqual({
        endTime: '00:30',
        endsAt: '2026-09-05T23:30:00.000Z',
      }))

    it('refuses an end equal to the start, beside the end field', () => {
      const error = refusal(() =>
        calendarDecider.decide(schedule({ time: '17:30', endTime: '17:30' }), calendarDecider.initialState()),
      )
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toMatchObject({ fields: { endTime: 'End time must be after the start' } })
    })

    it('records a change of the end alone', () =>
      spec([scheduled])
        .when(change(1, { endTime: '11:45' }))
        .then([
          {
            type: 'CalendarEventChanged',
            data: {
              teamId: 't1',
              calendarEventId: 'c1',
              ...values({ endTime: '11:45' }),
              timeZone: 'Europe/London',
              startsAt: '2026-09-05T09:00:00.000Z',
              endsAt: '2026-09-05T10:45:00.000Z',
              changedAt: at,
            },
          },
        ]))
  })

  describe('across daylight-saving changes', () => {
    const winter = testMetadata({ now: new Date('2026-01-10T12:00:00Z') })
    const at10 = (date: string, timeZone: string, by = metadata) =>
      startsAtFor(schedule({ date, time: '10:00' }, { timeZone, by }))

    it('keeps 10:00 at 10:00 in New York the day after the clocks go forward and back', () => {
      expect(at10('2026-03-07', 'America/New_York', winter)).toBe('2026-03-07T15:00:00.000Z') // EST, UTC−5
      expect(at10('2026-03-09', 'America/New_York', winter)).toBe('2026-03-09T14:00:00.000Z') // EDT, UTC−4
      expect(at10('2026-10-31', 'America/New_York')).toBe('2026-10-31T14:00:00.000Z') // EDT
      expect(at10('2026-11-02', 'America/New_York')).toBe('2026-11-02T15:00:00.000Z') // EST
    })

    it('keeps 10:00 at 10:00 in London the day after the clocks go forward and back', () => {
      expect(at10('2026-03-28', 'Europe/London', winter)).toBe('2026-03-28T10:00:00.000Z') // GMT
      expect(at10('2026-03-30', 'Europe/London', winter)).toBe('2026-03-30T09:00:00.000Z') // BST, UTC+1
      expect(at10('2026-10-24', 'Europe/London')).toBe('2026-10-24T09:00:00.000Z') // BST
      expect(at10('2026-10-26', 'Europe/London')).toBe('2026-10-26T10:00:00.000Z') // GMT
    })

    it('keeps 10:00 on the very day of the change', () => {
      expect(at10('2026-03-08', 'America/New_York', winter)).toBe('2026-03-08T14:00:00.000Z')
      expect(at10('2026-03-29', 'Europe/London', winter)).toBe('2026-03-29T09:00:00.000Z')
    })
  })

  describe('when a calendar event is upcoming', () => {
    it('lets its creator change it at the version they saw', () =>
      spec([scheduled])
        .when(change(1, { time: '11:30', location: 'South Field' }))
        .then([
          {
            type: 'CalendarEventChanged',
            data: {
              teamId: 't1',
              calendarEventId: 'c1',
              ...values({ time: '11:30', endTime: '12:45', location: 'South Field' }),
              timeZone: 'Europe/London',
              startsAt: '2026-09-05T10:30:00.000Z',
              endsAt: '2026-09-05T11:45:00.000Z',
              changedAt: at,
            },
          },
        ]))

    it('records nothing when nothing changed', () => spec([scheduled]).when(change(1)).then([]))

    it('refuses a change made over a version the coach never saw', () =>
      spec([scheduled, changedToNoon])
        .when(change(1, { time: '09:00' }))
        .thenThrows(
          ConflictError,
          'This event was changed by someone else in the meantime. Please check it and save again.',
        ))

    it('refuses another coach, even a coach-like one', () => {
      spec([scheduled])
        .when(change(1, { time: '12:00' }, otherCoach))
        .thenThrows(ForbiddenError, 'Only the coach who created this event can change it.')
      spec([scheduled])
        .when(cancel(otherCoach))
        .thenThrows(ForbiddenError, 'Only the coach who created this event can change it.')
    })

    it('refuses a new date in the past', () =>
      spec([scheduled])
        .when(change(1, { date: '2026-08-01' }))
        .thenThrows(ValidationError, 'Event date cannot be in the past'))

    it('lets its creator delete it', () =>
      spec([scheduled])
        .when(cancel())
        .then([{ type: 'CalendarEventCancelled', data: { teamId: 't1', calendarEventId: 'c1', cancelledAt: at } }]))
  })

  describe('when a calendar event has begun', () => {
    it('refuses to change or delete it, even for its creator', () => {
      spec([scheduled])
        .when(change(1, { date: '2026-09-30' }, later))
        .thenThrows(ForbiddenError, 'Past events cannot be edited or deleted.')
      spec([scheduled]).when(cancel(later)).thenThrows(ForbiddenError, 'Past events cannot be edited or deleted.')
    })
  })

  describe('when a calendar event was deleted', () => {
    const given: CalendarDomainEvent[] = [
      scheduled,
      { type: 'CalendarEventCancelled', data: { teamId: 't1', calendarEventId: 'c1', cancelledAt: at } },
    ]

    it('knows it no more', () => {
      spec(given).when(change(2)).thenThrows(NotFoundError, 'This event no longer exists.')
      spec(given).when(cancel()).thenThrows(NotFoundError, 'This event no longer exists.')
    })
  })

  it('checks the version against the stream as it stands', () =>
    spec([scheduled, changedToNoon])
      .when(change(2, { time: '12:30', endTime: '13:15' }))
      .then([
        {
          type: 'CalendarEventChanged',
          data: { ...changedToNoon.data, time: '12:30', startsAt: '2026-09-05T11:30:00.000Z' },
        },
      ]))

  it('counts every event of the stream in its version', () =>
    expect([scheduled, changedToNoon].reduce(calendarDecider.evolve, calendarDecider.initialState()).version).toBe(2))
})

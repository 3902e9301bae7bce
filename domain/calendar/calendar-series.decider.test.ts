import { describe, expect, it } from 'vitest'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors'
import { specFor, testMetadata } from '../shared/testing'
import type { CalendarSeriesCommand } from './calendar-series.commands'
import { calendarSeriesDecider } from './calendar-series.decider'
import type { CalendarSeriesChanged, CalendarSeriesEnded } from './calendar-series.events'
// Every Tuesday and Thursday for 8 weeks from 8 September 2026 (across Berlin's change of the clocks), a practice at 17:30.
import {
  practiceDetails as details,
  seriesScheduled,
  thursdayMovedToFriday,
  tuesdaysAndThursdays as rule,
} from './calendar-series.fixture'
import { foldSeries } from './calendar-series.occurrences'
import type { SeriesRule } from './calendar-series.rule'

const spec = specFor(calendarSeriesDecider)
const metadata = testMetadata() // 2026-09-01T10:00Z (a Tuesday), by user-coach
const at = metadata.now.toISOString()

const schedule = (overrides: Partial<SeriesRule> = {}): CalendarSeriesCommand => ({
  type: 'ScheduleCalendarSeries',
  data: {
    teamId: 't1',
    seriesId: 's1',
    ...details,
    takesAttendance: true,
    rule: { ...rule, ...overrides },
  },
  metadata,
})

const scheduled = seriesScheduled()

const changePlace = (version: number, by = metadata): CalendarSeriesCommand => ({
  type: 'ChangeCalendarSeries',
  data: {
    teamId: 't1',
    seriesId: 's1',
    ...details,
    location: 'Indoor Hall',
    rule,
    version,
  },
  metadata: by,
})

const placeChanged: CalendarSeriesChanged = {
  type: 'CalendarSeriesChanged',
  data: {
    teamId: 't1',
    seriesId: 's1',
    rule,
    details: { ...details, location: 'Indoor Hall' },
    fromDate: '2026-09-01',
    changedAt: at,
  },
}

const end = (fromDate: string, version: number): CalendarSeriesCommand => ({
  type: 'EndCalendarSeries',
  data: { teamId: 't1', seriesId: 's1', fromDate, version },
  metadata,
})

describe('calendar series decider', () => {
  it('schedules a repeating practice in one command on the series’ own stream', () =>
    spec([]).when(schedule()).then([scheduled]))

  it('refuses a rule without weekdays, without an end, or reaching back into the past, beside its field', () => {
    const refusal = (overrides: Partial<SeriesRule>) => {
      try {
        calendarSeriesDecider.decide(schedule(overrides), calendarSeriesDecider.initialState())
      } catch (error) {
        return error
      }
      return null
    }
    expect(refusal({ weekdays: [] })).toMatchObject({ fields: { weekdays: 'Choose at least one weekday' } })
    expect(refusal({ interval: 9 })).toMatchObject({ fields: { interval: 'Repeat every 1 to 8 weeks' } })
    expect(refusal({ count: null })).toMatchObject({ fields: { until: 'Choose an end date or a number of events' } })
    expect(refusal({ count: null, until: '2026-09-07' })).toMatchObject({
      fields: { until: 'The end date must not be before the first event' },
    })
    expect(refusal({ startDate: '2026-08-31' })).toBeInstanceOf(ValidationError)
    expect(refusal({ weekdays: [1], count: null, until: '2026-09-08' })).toMatchObject({
      fields: { weekdays: 'These choices give no event: check the weekdays and the end' },
    })
  })

  it('changes the whole series from today on, at the version its creator saw', () => {
    spec([scheduled]).when(changePlace(1)).then([placeChanged])
    spec([scheduled]).when(changePlace(2)).thenThrows(ConflictError)
    spec([]).when(changePlace(1)).thenThrows(NotFoundError)
    const assistant = testMetadata({ actor: { userId: 'user-assistant', role: 'assistant_coach' } })
    spec([scheduled]).when(changePlace(1, assistant)).thenThrows(ForbiddenError)
  })

  it('records nothing when the series is saved unchanged', () =>
    spec([scheduled])
      .when({ ...changePlace(1), data: { ...changePlace(1).data, location: 'North Field' } } as CalendarSeriesCommand)
      .then([]))

  it('ends the series before an upcoming date of it ("this and following")', () => {
    spec([scheduled])
      .when(end('2026-10-13', 1))
      .then([
        {
          type: 'CalendarSeriesEnded',
          data: { teamId: 't1', seriesId: 's1', fromDate: '2026-10-13', endedAt: at },
        },
      ])
    spec([scheduled]).when(end('2026-10-14', 1)).thenThrows(ValidationError, 'Choose an upcoming event of the series')
  })

  it('refuses a change once every occurrence is past', () => {
    const late = testMetadata({ now: new Date('2026-11-01T10:00:00Z') })
    spec([scheduled])
      .when({ ...changePlace(1), metadata: late })
      .thenThrows(ForbiddenError)
  })
})

describe('a series’ occurrences', () => {
  const movedThursday = thursdayMovedToFriday()
  const endedWeek6: CalendarSeriesEnded = {
    type: 'CalendarSeriesEnded',
    data: { teamId: 't1', seriesId: 's1', fromDate: '2026-10-13', endedAt: at },
  }
  const live = (events: Parameters<typeof foldSeries>[0]) =>
    [...foldSeries(events).values()].filter((o) => !o.cancelled)

  it('lays out 16 occurrences at 17:30 Berlin time on both sides of the change of the clocks', () => {
    const all = live([scheduled])
    expect(all).toHaveLength(16)
    const at1730 = (date: string) => all.find((o) => o.date === date)
    expect(at1730('2026-10-22')).toMatchObject({
      startsAt: '2026-10-22T15:30:00.000Z',
      endsAt: '2026-10-22T16:45:00.000Z',
    })
    expect(at1730('2026-10-27')).toMatchObject({
      startsAt: '2026-10-27T16:30:00.000Z',
      endsAt: '2026-10-27T17:45:00.000Z',
    })
    // Stable ids: the series and the first planned date.
    expect(all[0]!.calendarEventId).toBe('s1-20260908')
  })

  it('keeps a moved Thursday moved when the whole series changes its place', () => {
    const all = live([scheduled, movedThursday, placeChanged])
    expect(all).toHaveLength(16)
    const moved = all.find((o) => o.calendarEventId === 's1-20260917')
    expect(moved).toMatchObject({ date: '2026-09-18', location: 'North Field', exception: true })
    expect(all.filter((o) => o.location === 'Indoor Hall')).toHaveLength(15)
  })

  it('leaves 10 when cancelled from week 6 on, and keeps every id', () => {
    const all = live([scheduled, movedThursday, placeChanged, endedWeek6])
    expect(all).toHaveLength(10)
    expect(all.at(-1)!.date).toBe('2026-10-08')
    expect(foldSeries([scheduled, endedWeek6]).size).toBe(16)
  })

  it('keeps occurrences before the change as they were', () => {
    const later = { ...placeChanged, data: { ...placeChanged.data, fromDate: '2026-09-20' } }
    const all = live([scheduled, later])
    expect(all.filter((o) => o.location === 'North Field').map((o) => o.date)).toEqual([
      '2026-09-08',
      '2026-09-10',
      '2026-09-15',
      '2026-09-17',
    ])
  })

  it('cancels the dates a changed rule no longer has, and adds the new ones under their own ids', () => {
    const mondays = {
      ...placeChanged,
      data: { ...placeChanged.data, rule: { ...rule, weekdays: [1, 2] }, fromDate: '2026-09-01' },
    }
    const all = live([scheduled, mondays])
    expect(all.every((o) => [1, 2].includes(new Date(`${o.date}T12:00:00Z`).getUTCDay()))).toBe(true)
    expect(all.some((o) => o.calendarEventId === 's1-20260914')).toBe(true)
  })
})

describe('a series as of a past day (the coach’s "View as of")', () => {
  const folded = <E extends { type: string; data: object }>(event: E, index: number, streamVersion = index + 1) => ({
    ...event,
    streamVersion,
    recordedAt: `2026-09-0${index + 1}T10:00:00.000Z`,
    actorId: 'user-coach',
  })

  it('shows each occurrence as it was then, with its stable id, a moved one moved', async () => {
    const { foldCalendar } = await import('./calendar.as-of')
    const then = foldCalendar([folded(scheduled, 0), folded(thursdayMovedToFriday(), 1, 1), folded(placeChanged, 2, 2)])
    expect(then).toHaveLength(16)
    expect(then.find((event) => event.id === 's1-20260917')).toMatchObject({
      date: '2026-09-18',
      location: 'North Field',
      version: 1,
      createdBy: 'user-coach',
      takesAttendance: true,
    })
    expect(then.find((event) => event.id === 's1-20260908')).toMatchObject({ location: 'Indoor Hall', version: 0 })
    // Before the change: everything at North Field.
    expect(foldCalendar([folded(scheduled, 0)]).every((event) => event.location === 'North Field')).toBe(true)
  })
})

import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { describe, expect, it } from 'vitest'
import {
  dayPreview,
  eventsByDay,
  formatCalendarDate,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
  listSections,
  localDateOf,
  monthOf,
  monthRange,
  monthTitle,
  monthWeeks,
  moreLabel,
  morePastNote,
  nextEvents,
  shiftMonth,
  spokenDay,
} from './calendar-view'

const event = (id: string, startsAt: string): CalendarEventView => ({
  id,
  title: `Event ${id}`,
  type: 'practice',
  date: startsAt.slice(0, 10),
  time: '10:00',
  timeZone: 'UTC',
  startsAt,
  endTime: '11:15',
  endsAt: new Date(new Date(startsAt).getTime() + 75 * 60_000).toISOString(),
  location: 'Lakeside Park',
  opponent: '',
  address: '',
  arriveMinutesEarly: 0,
  meetTime: '',
  description: '',
  takesAttendance: true,
  createdBy: 'coach',
  createdByName: 'Jordan Reyes',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  canEdit: true,
  series: null,
  availability: null,
})

describe('the month view', () => {
  it('shows six whole weeks from the Sunday on or before the first of the month', () => {
    const weeks = monthWeeks('2026-03')
    expect(weeks).toHaveLength(6)
    for (const week of weeks) expect(week).toHaveLength(7)
    // March 1, 2026 is a Sunday: the grid starts on it and runs to April 11.
    expect(weeks[0]).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ])
    expect(monthRange('2026-03')).toEqual({ from: '2026-03-01', to: '2026-04-11' })
    // February 1, 2026 is a Sunday too; May 1, 2026 a Friday, so May's grid opens in April.
    expect(monthRange('2026-05')).toEqual({ from: '2026-04-26', to: '2026-06-06' })
  })

  it('keeps every day once across a change of the clocks and a leap day', () => {
    const days = monthWeeks('2024-03').flat()
    expect(new Set(days).size).toBe(42)
    expect(days).toContain('2024-03-10')
    expect(days).toContain('2024-03-31')
    expect(monthWeeks('2024-02').flat()).toContain('2024-02-29')
    expect(
      monthWeeks('2024-11')
        .flat()
        .filter((day) => day === '2024-11-03'),
    ).toHaveLength(1)
  })

  it('moves by whole months across the turn of the year and names them', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2025-12', 1)).toBe('2026-01')
    expect(shiftMonth('2026-01', 0)).toBe('2026-01')
    expect(monthOf('2026-03-31')).toBe('2026-03')
    expect(monthTitle('2026-03')).toBe('March 2026')
  })

  it('puts each event on its day in the team’s time zone, in order of start', () => {
    // 02:00 UTC on March 9 is still the evening of March 8 in Chicago.
    const late = event('late', '2026-03-09T02:00:00.000Z')
    const early = event('early', '2026-03-08T15:00:00.000Z')
    const days = eventsByDay([late, early], 'America/Chicago')
    expect(days.get('2026-03-08')?.map((each) => each.id)).toEqual(['early', 'late'])
    expect(days.has('2026-03-09')).toBe(false)
    expect(eventsByDay([late], 'UTC').get('2026-03-09')).toHaveLength(1)
    expect(localDateOf('2026-03-09T02:00:00.000Z', 'America/Chicago')).toBe('2026-03-08')
  })

  it('shows up to two events of a day, then how many more', () => {
    expect(dayPreview(['a'])).toEqual({ shown: ['a'], more: 0 })
    expect(dayPreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 })
    expect(dayPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 })
    expect(moreLabel(3)).toBe('+3 more')
  })
})

describe('the list view', () => {
  const now = new Date('2026-03-10T12:00:00.000Z')

  it('shows the upcoming events, the latest past ones and how many more there are', () => {
    const past = ['5', '4', '3', '2', '1'].map((day) => event(`p${day}`, `2026-03-0${day}T10:00:00.000Z`))
    const upcoming = [event('u1', '2026-03-11T10:00:00.000Z'), event('u2', '2026-03-12T10:00:00.000Z')]
    const sections = listSections({ upcoming, past, pastTotal: 8 }, now)
    expect(sections.upcoming.map((each) => each.id)).toEqual(['u1', 'u2'])
    expect(sections.past.map((each) => each.id)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1'])
    expect(sections.morePast).toBe(3)
    expect(morePastNote(sections.morePast)).toBe('And 3 more past events.')
    expect(morePastNote(1)).toBe('And 1 more past event.')
    expect(morePastNote(0)).toBeNull()
  })

  it('moves an event that has started since the page loaded to Past, latest first', () => {
    const upcoming = [
      event('started', '2026-03-10T09:00:00.000Z'),
      event('now', '2026-03-10T12:00:00.000Z'),
      event('later', '2026-03-10T15:00:00.000Z'),
    ]
    const past = [event('before', '2026-03-01T10:00:00.000Z')]
    const sections = listSections({ upcoming, past, pastTotal: 1 }, now)
    expect(sections.upcoming.map((each) => each.id)).toEqual(['later'])
    expect(sections.past.map((each) => each.id)).toEqual(['now', 'started', 'before'])
    expect(sections.morePast).toBe(0)
  })

  it('gives the dashboard the next three still to come', () => {
    const upcoming = ['09', '11', '12', '13', '14'].map((day) => event(day, `2026-03-${day}T13:00:00.000Z`))
    expect(nextEvents(upcoming, now).map((each) => each.id)).toEqual(['11', '12', '13'])
    expect(nextEvents([], now)).toEqual([])
  })
})

describe('dates in the spec’s en-US form, in the team’s time zone', () => {
  it('writes a date, a time and both', () => {
    const startsAt = '2026-03-08T15:00:00.000Z'
    expect(formatEventDate(startsAt, 'America/Chicago')).toBe('Mar 8, 2026')
    expect(formatEventTime(startsAt, 'America/Chicago')).toBe('10:00 AM')
    expect(formatEventDateTime(startsAt, 'America/Chicago')).toBe('Mar 8, 2026, 10:00 AM')
    expect(formatEventDateTime(startsAt, 'Europe/Berlin')).toBe('Mar 8, 2026, 4:00 PM')
  })

  it('keeps 10:00 at 10:00 on either side of a change of the clocks', () => {
    // Chicago moves to daylight time on March 8, 2026: 10:00 is 16:00 UTC the day before, 15:00 UTC the day after.
    expect(formatEventTime('2026-03-07T16:00:00.000Z', 'America/Chicago')).toBe('10:00 AM')
    expect(formatEventTime('2026-03-09T15:00:00.000Z', 'America/Chicago')).toBe('10:00 AM')
  })

  it('writes a calendar date as that day wherever the browser is, and Unknown for nonsense', () => {
    expect(formatCalendarDate('2026-03-08')).toBe('Mar 8, 2026')
    expect(spokenDay('2026-03-08')).toBe('Sunday, March 8, 2026')
    expect(formatCalendarDate('not a date')).toBe('Unknown')
    expect(formatEventDate('not a date', 'UTC')).toBe('Unknown')
  })
})

import { describe, expect, it } from 'vitest'
import { practiceDetails, seriesScheduled } from './calendar-series.fixture'
import { foldSeries } from './calendar-series.occurrences'
import {
  addMinutesToTime,
  endsAtOf,
  isUpcoming,
  localDateOf,
  shiftDate,
  startsAtOf,
  timeRange,
  todayIn,
} from './calendar.time'

describe('calendar time', () => {
  it('names the instant of a local date and time in a zone, by that day’s rules', () => {
    expect(startsAtOf('2026-07-01', '18:30', 'Europe/Berlin')).toBe('2026-07-01T16:30:00.000Z')
    expect(startsAtOf('2026-01-01', '18:30', 'Europe/Berlin')).toBe('2026-01-01T17:30:00.000Z')
    expect(startsAtOf('2026-04-05', '10:00', 'Australia/Sydney')).toBe('2026-04-05T00:00:00.000Z') // AEST, the day DST ends
    expect(startsAtOf('2026-01-01', '10:00', 'Not/A_Zone')).toBeNull()
  })

  it('tells today and an instant’s date in a zone', () => {
    const now = new Date('2026-09-01T23:30:00Z')
    expect(todayIn('UTC', now)).toBe('2026-09-01')
    expect(todayIn('Europe/London', now)).toBe('2026-09-02')
    expect(todayIn('America/Chicago', now)).toBe('2026-09-01')
    expect(localDateOf('2026-09-01T23:30:00Z', 'Asia/Tokyo')).toBe('2026-09-02')
  })

  it('moves a date by whole days across month, year and leap-day ends', () => {
    expect(shiftDate('2026-01-31', 1)).toBe('2026-02-01')
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29')
    expect(shiftDate('2026-01-01', -1)).toBe('2025-12-31')
    expect(shiftDate('2026-03-28', 2)).toBe('2026-03-30')
  })

  it('calls an event upcoming until the moment it starts', () => {
    const now = new Date('2026-09-01T10:00:00Z')
    expect(isUpcoming('2026-09-01T10:00:01.000Z', now)).toBe(true)
    expect(isUpcoming('2026-09-01T10:00:00.000Z', now)).toBe(false)
  })

  it('ends an event on its own day’s clock, or on the next day when the end is not after the start', () => {
    expect(addMinutesToTime('17:30', 75)).toBe('18:45')
    expect(addMinutesToTime('23:30', 90)).toBe('01:00')
    // 29 March 2026: Berlin's clocks go forward at 02:00, so 01:30–03:30 lasts one hour.
    expect(endsAtOf('2026-03-29', '01:30', '03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z')
    expect(endsAtOf('2026-03-28', '23:00', '00:30', 'Europe/Berlin')).toBe('2026-03-28T23:30:00.000Z')
    expect(timeRange('17:30', '18:45')).toBe('17:30–18:45')
  })

  describe('the night the clocks go forward', () => {
    it('reads a time the clocks skip as calendars do: shifted forward by the gap', () => {
      // 28 March 2027: Berlin goes from 02:00 to 03:00; 14 March 2027: New York the same.
      expect(startsAtOf('2027-03-28', '02:30', 'Europe/Berlin')).toBe('2027-03-28T01:30:00.000Z') // 03:30 CEST
      expect(startsAtOf('2027-03-28', '03:30', 'Europe/Berlin')).toBe('2027-03-28T01:30:00.000Z')
      expect(startsAtOf('2027-03-14', '02:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z') // 03:30 EDT
    })

    it('never saves an event with no length: one swallowed by the gap keeps the length it was given', () => {
      expect(endsAtOf('2027-03-28', '02:30', '03:30', 'Europe/Berlin')).toBe('2027-03-28T02:30:00.000Z') // 04:30 CEST
      expect(endsAtOf('2027-03-14', '02:30', '03:30', 'America/New_York')).toBe('2027-03-14T08:30:00.000Z') // 04:30 EDT
      expect(endsAtOf('2027-03-28', '02:00', '03:00', 'Europe/Berlin')).toBe('2027-03-28T02:00:00.000Z')
    })

    it('keeps an end the clocks do not skip where it was written', () => {
      // 02:30–04:00: from 03:30 to 04:00 summer time, half an hour.
      expect(endsAtOf('2027-03-28', '02:30', '04:00', 'Europe/Berlin')).toBe('2027-03-28T02:00:00.000Z')
      expect(endsAtOf('2027-03-14', '01:30', '02:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z')
    })

    it('gives each date of a repeating event its own day’s rules', () => {
      const series = seriesScheduled({
        rule: { weekdays: [0], interval: 1, startDate: '2027-03-21', until: null, count: 3 },
        details: { ...practiceDetails, title: 'Early training', time: '02:30', endTime: '03:30' },
        scheduledAt: '2027-03-01T10:00:00.000Z',
      })
      const occurrences = [...foldSeries([series]).values()].map(({ date, startsAt, endsAt }) => ({
        date,
        startsAt,
        endsAt,
      }))
      expect(occurrences).toEqual([
        { date: '2027-03-21', startsAt: '2027-03-21T01:30:00.000Z', endsAt: '2027-03-21T02:30:00.000Z' },
        { date: '2027-03-28', startsAt: '2027-03-28T01:30:00.000Z', endsAt: '2027-03-28T02:30:00.000Z' },
        { date: '2027-04-04', startsAt: '2027-04-04T00:30:00.000Z', endsAt: '2027-04-04T01:30:00.000Z' },
      ])
    })
  })
})

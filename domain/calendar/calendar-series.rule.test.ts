import { describe, expect, it } from 'vitest'
import { startsAtOf } from './calendar.time'
import { describeRule, occurrenceId, seriesDates, type SeriesRule } from './calendar-series.rule'

const rule = (overrides: Partial<SeriesRule> = {}): SeriesRule => ({
  weekdays: [2, 4],
  interval: 1,
  startDate: '2026-03-03',
  until: null,
  count: 16,
  ...overrides,
})

describe('a series rule', () => {
  it('falls on Tuesday and Thursday for 8 weeks: 16 dates', () => {
    const dates = seriesDates(rule())
    expect(dates).toHaveLength(16)
    expect(dates.slice(0, 4)).toEqual(['2026-03-03', '2026-03-05', '2026-03-10', '2026-03-12'])
    expect(dates.at(-1)).toBe('2026-04-23')
  })

  it('keeps 17:30 at 17:30 in Berlin across the change of the clocks on 29 March', () => {
    const [before, after] = ['2026-03-26', '2026-03-31'].map((date) => startsAtOf(date, '17:30', 'Europe/Berlin'))
    expect(seriesDates(rule())).toEqual(expect.arrayContaining(['2026-03-26', '2026-03-31']))
    expect(before).toBe('2026-03-26T16:30:00.000Z')
    expect(after).toBe('2026-03-31T15:30:00.000Z')
  })

  it('ends on a date, inclusive, and skips weeks every N weeks', () => {
    expect(seriesDates(rule({ count: null, until: '2026-03-17', interval: 2 }))).toEqual([
      '2026-03-03',
      '2026-03-05',
      '2026-03-17',
    ])
  })

  it('starts on the first chosen weekday on or after its start', () =>
    expect(seriesDates(rule({ startDate: '2026-03-04', count: 2 }))).toEqual(['2026-03-05', '2026-03-10']))

  it('never reaches more than a year past its start', () => {
    const dates = seriesDates(rule({ weekdays: [0, 1, 2, 3, 4, 5, 6], count: 1000 }))
    expect(dates).toHaveLength(366)
    expect(dates.at(-1)).toBe('2027-03-03')
  })

  it('names each occurrence by the series and its first planned date', () =>
    expect(occurrenceId('s1', '2026-03-05')).toBe('s1-20260305'))

  it('is named in words', () => {
    expect(describeRule({ weekdays: [2, 4], interval: 1 })).toBe('every Tuesday and Thursday')
    expect(describeRule({ weekdays: [1], interval: 2 })).toBe('every 2 weeks on Monday')
  })
})

import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { practiceDetails, tuesdaysAndThursdays } from './calendar-series.fixture'
import { calendarHistory } from './calendar.history'

const { say, assembled } = sentencesOf(calendarHistory, names)

const details = {
  teamId: 't',
  calendarEventId: 'game1',
  title: 'League vs Lions',
  type: 'game',
  date: '2026-11-28',
  time: '10:00',
  timeZone: 'Europe/London',
  startsAt: '2026-11-28T10:00:00.000Z',
  location: 'North Field',
  opponent: 'Lions',
  description: '',
}

describe('the calendar’s history', () => {
  it('says who moved a calendar event and from which time to which', () => {
    const scheduled = fact('CalendarEventScheduled', details)
    const changed = fact('CalendarEventChanged', { ...details, time: '11:00', changedAt: 'x' })
    expect(say(changed, scheduled)).toBe('Casey Coach moved “League vs Lions” on Sat, Nov 28 from 10:00 to 11:00.')
    expect(
      say(fact('CalendarEventChanged', { ...details, date: '2026-11-29', location: 'South Field' }), changed),
    ).toBe(
      'Casey Coach moved “League vs Lions” from Sat, Nov 28 11:00 to Sun, Nov 29 10:00, and changed the location from “North Field” to “South Field”.',
    )
    expect(say(fact('CalendarEventCancelled', { teamId: 't', calendarEventId: 'game1' }), changed)).toBe(
      'Casey Coach cancelled “League vs Lions” on Sat, Nov 28 at 11:00.',
    )
  })

  it('says when a game’s address or arrival time changed', () => {
    const scheduled = fact('CalendarEventScheduled', { ...details, address: '', arriveMinutesEarly: 0 })
    expect(
      say(
        fact('CalendarEventChanged', { ...details, address: '1 Shore Road, Leeds', arriveMinutesEarly: 30 }),
        scheduled,
      ),
    ).toBe(
      'Casey Coach changed the address from “none” to “1 Shore Road, Leeds” and the arrival to 30 min early of “League vs Lions” on Sat, Nov 28.',
    )
  })

  it('tells a change of one occurrence against its series as the series stream last stated it', () => {
    const seriesDetails = { ...practiceDetails, timeZone: 'Europe/London' }
    const rule = { ...tuesdaysAndThursdays, startDate: '2027-03-16' }
    const scheduled = fact('CalendarSeriesScheduled', { teamId: 't', seriesId: 's1', rule, details: seriesDetails })
    const moved = fact('CalendarOccurrenceChanged', {
      ...seriesDetails,
      teamId: 't',
      seriesId: 's1',
      calendarEventId: 's1-20270325',
      originalDate: '2027-03-25',
      date: '2027-03-26',
      time: '18:00',
    })
    expect(say(moved, scheduled)).toBe(
      'Casey Coach changed only the Thu, Mar 25 every Tuesday and Thursday practice “Practice”: now Fri, Mar 26 18:00–18:45 at North Field.',
    )
    expect(assembled.stateOf(moved)).toEqual({
      subjectId: 's1',
      types: ['CalendarSeriesScheduled', 'CalendarSeriesChanged'],
      stream: 'calendarseries-s1',
    })
  })

  it('gives each calendar event a History of its own stream, a change read against the last details', () => {
    expect(assembled.typesOf('feature')).toEqual([
      'CalendarEventScheduled',
      'CalendarEventChanged',
      'CalendarEventCancelled',
      'CalendarSeriesScheduled',
      'CalendarSeriesChanged',
      'CalendarSeriesEnded',
      'CalendarOccurrenceChanged',
      'CalendarOccurrenceCancelled',
    ])
    expect(assembled.itemOf(fact('CalendarEventChanged', details))).toEqual({ kind: 'calendar-event', id: 'game1' })
    expect(assembled.stateOf(fact('CalendarEventCancelled', details))).toEqual({
      subjectId: 'game1',
      types: ['CalendarEventScheduled', 'CalendarEventChanged'],
      stream: null,
    })
  })
})

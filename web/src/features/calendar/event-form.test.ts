import { calendarMessages } from '@teamspace/domain/calendar/calendar.constants'
import { describe, expect, it } from 'vitest'
import {
  checkEventForm,
  endAfterStartMoved,
  endAfterTypeChanged,
  newEventValues,
  toChange,
  toSchedule,
  toSeries,
  weekdaysForDate,
  type EventFormValues,
} from './event-form'

const today = '2026-03-10'
const valid: EventFormValues = {
  ...newEventValues('2026-03-14'),
  title: 'Spring practice',
  location: 'Lakeside Park',
}

describe('the event form', () => {
  it('starts on the day clicked at 10:00, as a practice that takes attendance', () => {
    expect(newEventValues('2026-03-14')).toMatchObject({
      date: '2026-03-14',
      time: '10:00',
      type: 'practice',
      takesAttendance: true,
    })
  })

  it('sends the address with any event and a meeting time only with a game', () => {
    const practice = { ...valid, address: '12 Mill Lane, Springfield', arriveMinutesEarly: 30 }
    expect(toSchedule(practice)).toMatchObject({ address: '12 Mill Lane, Springfield', arriveMinutesEarly: 0 })
    expect(toSchedule({ ...practice, type: 'game' })).toMatchObject({
      address: '12 Mill Lane, Springfield',
      arriveMinutesEarly: 30,
    })
    expect(checkEventForm({ ...valid, address: 'x'.repeat(201) }, today).address).toBe(calendarMessages.addressInvalid)
  })

  it('says what is missing or wrong in the spec’s words', () => {
    expect(checkEventForm({ ...valid, title: '' }, today).title).toBe(calendarMessages.titleRequired)
    expect(checkEventForm({ ...valid, title: '   ' }, today).title).toBe(calendarMessages.titleRequired)
    expect(checkEventForm({ ...valid, title: 'U9' }, today).title).toBe(calendarMessages.titleShort)
    expect(checkEventForm({ ...valid, date: '' }, today).date).toBe(calendarMessages.dateRequired)
    expect(checkEventForm({ ...valid, date: '2026-03-09' }, today).date).toBe(calendarMessages.datePast)
    expect(checkEventForm({ ...valid, time: '' }, today).time).toBe(calendarMessages.timeRequired)
    expect(checkEventForm({ ...valid, location: '' }, today).location).toBe(calendarMessages.locationRequired)
    expect(checkEventForm(valid, today)).toEqual({})
    // Today itself is not in the past.
    expect(checkEventForm({ ...valid, date: today }, today)).toEqual({})
  })

  it('checks a change by the same rules', () => {
    expect(checkEventForm({ ...valid, date: '2026-03-01' }, today, 3).date).toBe(calendarMessages.datePast)
    expect(checkEventForm(valid, today, 3)).toEqual({})
  })

  it('sends an opponent only for a game and attendance only for a game or practice', () => {
    const teamEvent = { ...valid, type: 'event' as const, opponent: 'Eastside United', takesAttendance: true }
    expect(toSchedule(teamEvent)).toMatchObject({ opponent: '', takesAttendance: false })
    const game = { ...valid, type: 'game' as const, opponent: 'Eastside United' }
    expect(toSchedule(game)).toMatchObject({ opponent: 'Eastside United', takesAttendance: true })
    expect(toSchedule({ ...game, takesAttendance: false }).takesAttendance).toBe(false)
    expect(toChange(game, 4)).toMatchObject({ opponent: 'Eastside United', version: 4 })
    expect(toChange(game, 4)).not.toHaveProperty('takesAttendance')
  })

  it('adds the usual volunteer needs only when asked, and only with a new event', () => {
    expect(newEventValues().usualVolunteerNeeds).toBe(false)
    expect(toSchedule(valid).usualVolunteerNeeds).toBe(false)
    expect(toSchedule({ ...valid, usualVolunteerNeeds: true }).usualVolunteerNeeds).toBe(true)
    expect(toChange({ ...valid, usualVolunteerNeeds: true }, 2)).not.toHaveProperty('usualVolunteerNeeds')
  })

  it('ends a new practice after 75 minutes, and the end follows the start and the type until the coach picks one', () => {
    expect(newEventValues('2026-03-14').endTime).toBe('11:15')
    expect(endAfterStartMoved('practice', '10:00', '17:30', '11:15')).toBe('18:45')
    expect(endAfterStartMoved('game', '', '10:00', '11:15')).toBe('11:30')
    expect(endAfterTypeChanged('practice', 'game', '17:30', '18:45')).toBe('19:00')
    expect(endAfterTypeChanged('practice', 'event', '17:30', '18:45')).toBe('19:30')
    // An end the coach chose stays.
    expect(endAfterTypeChanged('practice', 'game', '17:30', '19:15')).toBe('19:15')
    expect(checkEventForm({ ...valid, endTime: '7pm' }, today).endTime).toBe(calendarMessages.endTimeInvalid)
  })
})

describe('the event form’s Repeats section', () => {
  const practice: EventFormValues = {
    ...valid,
    date: '2026-03-17',
    time: '17:30',
    endTime: '18:45',
    repeats: true,
    weekdays: [4, 2],
    ends: 'count',
    count: 16,
  }

  it('starts on the weekday of the first date', () => {
    expect(weekdaysForDate('2026-03-17')).toEqual([2])
    expect(weekdaysForDate('2026-03-22')).toEqual([0])
    expect(weekdaysForDate('')).toEqual([])
  })

  it('asks the server for a series ending after a number of events, or on a date, never both', () => {
    expect(toSeries(practice).repeat).toEqual({ weekdays: [2, 4], interval: 1, until: null, count: 16 })
    expect(toSeries({ ...practice, ends: 'until', until: '2026-05-07' }).repeat).toEqual({
      weekdays: [2, 4],
      interval: 1,
      until: '2026-05-07',
      count: null,
    })
  })

  it('says beside each of its fields what is missing, in the server’s words', () => {
    expect(checkEventForm({ ...practice, weekdays: [] }, today).weekdays).toBe('Choose at least one weekday')
    expect(checkEventForm({ ...practice, count: Number.NaN }, today).count).toBe('Repeat 1 to 366 times')
    expect(checkEventForm({ ...practice, ends: 'until', until: '' }, today).until).toBeDefined()
    expect(checkEventForm(practice, today)).toEqual({})
  })

  it('changes one occurrence alone, or the series from it on with the series’ version and rule', () => {
    const series = {
      seriesId: 's1',
      originalDate: '2026-03-19',
      exception: false,
      weekdays: [2, 4],
      interval: 1,
      startDate: '2026-03-17',
      until: null,
      count: 16,
      summary: 'every Tuesday and Thursday',
      version: 3,
    }
    expect(toChange({ ...practice, scope: 'this' }, 0, series)).toMatchObject({ scope: 'this', version: 0 })
    expect(toChange({ ...practice, scope: 'this' }, 0, series)).not.toHaveProperty('repeat')
    expect(toChange({ ...practice, scope: 'all' }, 0, series)).toMatchObject({
      scope: 'all',
      seriesVersion: 3,
      repeat: { weekdays: [2, 4], interval: 1, until: null, count: 16 },
    })
    // A single event knows only this event, whatever the form says.
    expect(toChange({ ...practice, scope: 'all' }, 2)).toMatchObject({ scope: 'this', version: 2 })
  })
})

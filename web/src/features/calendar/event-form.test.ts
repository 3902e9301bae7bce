import { calendarMessages } from '@teamspace/domain/calendar/calendar.constants'
import { describe, expect, it } from 'vitest'
import {
  checkEventForm,
  endAfterStartMoved,
  endAfterTypeChanged,
  newEventValues,
  toChange,
  toSchedule,
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

import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { describe, expect, it } from 'vitest'
import { printedOn, scheduleLine, timesInZone } from './print-sheets'

const cupTie: CalendarEventView = {
  id: 'e1',
  title: 'Cup tie',
  type: 'game',
  date: '2027-03-13',
  time: '10:00',
  timeZone: 'Europe/Berlin',
  startsAt: '2027-03-13T09:00:00.000Z',
  endTime: '11:30',
  endsAt: '2027-03-13T10:30:00.000Z',
  location: 'Riverside Ground',
  address: '12 Mill Lane, Berlin',
  opponent: 'Rovers',
  arriveMinutesEarly: 30,
  meetTime: '09:30',
  description: '',
  takesAttendance: true,
  createdBy: 'coach',
  createdByName: 'Jordan Reyes',
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  version: 1,
  canEdit: true,
  series: null,
  availability: null,
}

describe('the printed schedule', () => {
  it('gives the weekday, the start and end, when to arrive, the type apart from the title, and the address', () => {
    expect(scheduleLine(cupTie, 'Europe/Berlin')).toEqual({
      date: 'Sat, Mar 13, 2027',
      time: '10:00 AM–11:30 AM',
      meet: 'Arrive by 9:30 AM',
      type: 'Game',
      title: 'Cup tie vs Rovers',
      place: 'Riverside Ground',
      address: '12 Mill Lane, Berlin',
    })
  })

  it('names the opponent once when the title already says whom the game is against', () => {
    const league = { ...cupTie, title: 'League game vs Eastside', opponent: 'Eastside United' }
    expect(scheduleLine(league, 'Europe/Berlin').title).toBe('League game vs Eastside')
  })

  it('asks nobody to arrive early when the event does not', () => {
    const practice = { ...cupTie, type: 'practice' as const, title: 'Training', opponent: '', arriveMinutesEarly: 0 }
    expect(scheduleLine(practice, 'Europe/Berlin')).toMatchObject({ meet: '', type: 'Practice', title: 'Training' })
  })

  it('writes every time and date in the team’s zone, and says which zone that is', () => {
    // 00:30 in Berlin on Sunday is still Saturday evening in New York.
    const late = { ...cupTie, startsAt: '2027-03-13T23:30:00.000Z', endsAt: '2027-03-14T01:00:00.000Z' }
    expect(scheduleLine(late, 'Europe/Berlin')).toMatchObject({ date: 'Sun, Mar 14, 2027', time: '12:30 AM–2:00 AM' })
    expect(scheduleLine(late, 'America/New_York')).toMatchObject({
      date: 'Sat, Mar 13, 2027',
      time: '6:30 PM–8:00 PM',
    })
    expect(timesInZone('Europe/Berlin')).toBe('All times are in the team’s time zone (Europe/Berlin).')
  })

  it('dates the sheet by the team’s day, not the printing computer’s', () => {
    const now = new Date('2027-03-13T23:30:00.000Z')
    expect(printedOn(now, 'Europe/Berlin')).toBe('Printed Mar 14, 2027')
    expect(printedOn(now, 'America/Los_Angeles')).toBe('Printed Mar 13, 2027')
  })
})

import { describe, expect, it } from 'vitest'
import { upcast } from '../shared/upcasting'
import { calendarUpcasters } from './calendar.upcasters'

const v1 = {
  teamId: 't1',
  calendarEventId: 'c1',
  title: 'Cup tie',
  type: 'game',
  date: '2026-10-25',
  time: '10:00',
  timeZone: 'Europe/Berlin',
  startsAt: '2026-10-25T09:00:00.000Z',
  location: 'North Field',
  opponent: 'Rovers',
  description: '',
  changedAt: '2026-09-01T10:00:00.000Z',
}

describe('calendar upcasters', () => {
  it('gives an event stored without an end its type’s usual length, on the day’s own clock', () => {
    expect(upcast(calendarUpcasters, 'CalendarEventChanged', 1, v1)).toEqual({
      schemaVersion: 3,
      data: { ...v1, endTime: '11:30', endsAt: '2026-10-25T10:30:00.000Z', address: '', arriveMinutesEarly: 0 },
    })
    expect(
      upcast(calendarUpcasters, 'CalendarEventScheduled', 1, { ...v1, type: 'practice', time: '23:00' }).data,
    ).toMatchObject({ endTime: '00:15' })
    expect(upcast(calendarUpcasters, 'CalendarEventScheduled', 1, { ...v1, type: 'event' }).data).toMatchObject({
      endTime: '12:00',
      endsAt: '2026-10-25T11:00:00.000Z',
    })
  })

  it('gives an event stored without an address or an arrival time neither', () => {
    const v2 = { ...v1, endTime: '12:00', endsAt: '2026-10-25T11:00:00.000Z' }
    expect(upcast(calendarUpcasters, 'CalendarEventScheduled', 2, v2)).toEqual({
      schemaVersion: 3,
      data: { ...v2, address: '', arriveMinutesEarly: 0 },
    })
  })

  it('is pure and leaves a version 3 event alone', () => {
    const stored = structuredClone(v1)
    upcast(calendarUpcasters, 'CalendarEventScheduled', 1, stored)
    expect(stored).toEqual(v1)
    const current = {
      ...v1,
      endTime: '12:00',
      endsAt: '2026-10-25T11:00:00.000Z',
      address: '1 Shore Road',
      arriveMinutesEarly: 30,
    }
    expect(upcast(calendarUpcasters, 'CalendarEventChanged', 3, current).data).toBe(current)
  })
})

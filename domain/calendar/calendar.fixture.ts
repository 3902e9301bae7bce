import type { CalendarEventDetails } from './calendar.events'

/**
 * A calendar event's details: the cup tie against Rovers on North Field, 10:00 to 11:30 London time on Sat,
 * Sep 5 2026 (09:00 to 10:30 UTC), unless `overrides` say otherwise.
 */
export const cupTieDetails = (overrides: Partial<CalendarEventDetails> = {}): CalendarEventDetails => ({
  title: 'Cup tie',
  type: 'game',
  date: '2026-09-05',
  time: '10:00',
  timeZone: 'Europe/London',
  startsAt: '2026-09-05T09:00:00.000Z',
  endTime: '11:30',
  endsAt: '2026-09-05T10:30:00.000Z',
  location: 'North Field',
  opponent: 'Rovers',
  address: '',
  arriveMinutesEarly: 0,
  description: '',
  ...overrides,
})

import type { ScheduleSnapshot } from './schedule-change'

/** A game against Rovers on North Field at 10:00 AM on Sat, Mar 13 2027 in New York (the day before the clocks go forward). */
export const gameAgainstRovers: ScheduleSnapshot = {
  title: 'Game',
  type: 'game',
  opponent: 'Rovers',
  startsAt: '2027-03-13T15:00:00.000Z',
  timeZone: 'America/New_York',
  location: 'North Field',
}

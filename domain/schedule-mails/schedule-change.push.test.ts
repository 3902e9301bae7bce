import { describe, expect, it } from 'vitest'
import { scheduleChangeOf } from './schedule-change'
import { gameAgainstRovers as game } from './schedule-change.fixture'
import { scheduleChangePush } from './schedule-change.push'

const context = { teamId: 'team-1', calendarEventId: 'ev/1', mailSubject: 'U10: Schedule change: Game vs Rovers' }

describe('what a schedule change notification says', () => {
  it('tells a moved game by its new time and place, and opens it in the team calendar', () => {
    const change = scheduleChangeOf(game, { ...game, startsAt: '2027-03-13T16:00:00.000Z', location: 'South Field' })
    expect(scheduleChangePush(change!, context)).toEqual({
      title: context.mailSubject,
      body: 'Now Mar 13, 2027, 11:00 AM EST at South Field.',
      url: '/t/team-1/calendar?event=ev%2F1',
      tag: 'schedule-ev/1',
    })
  })

  it('tells a cancellation, and a change of place alone', () => {
    expect(scheduleChangePush(scheduleChangeOf(game, null)!, context).body).toBe('Game vs Rovers has been cancelled.')
    const relocated = scheduleChangeOf(game, { ...game, location: 'Gym' })
    expect(scheduleChangePush(relocated!, context).body).toBe('Now at Gym.')
  })

  it('tells each member in their language, with the time as it writes it', () => {
    const berlin = { ...game, timeZone: 'Europe/Berlin', startsAt: '2027-03-13T16:00:00.000Z' }
    const moved = scheduleChangeOf(berlin, { ...berlin, startsAt: '2027-03-13T17:30:00.000Z' })!
    expect(scheduleChangePush(moved, context, 'de').body).toBe('Jetzt 13. März 2027, 18:30 MEZ.')
    expect(scheduleChangePush(moved, context, 'es').body).toBe('Ahora: 13 mar 2027, 18:30 CET.')
    expect(scheduleChangePush(scheduleChangeOf(berlin, null)!, context, 'de').body).toBe(
      'Game gegen Rovers wurde abgesagt.',
    )
  })
})

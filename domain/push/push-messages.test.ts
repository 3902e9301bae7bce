import { describe, expect, it } from 'vitest'
import type { ScheduleSnapshot } from '../schedule-mails/schedule-change'
import { scheduleChangeOf } from '../schedule-mails/schedule-change'
import {
  availabilityReminderPush,
  chatMessagesPush,
  MAX_BODY,
  newsPostPush,
  scheduleChangePush,
  votingPush,
} from './push-messages'

const game: ScheduleSnapshot = {
  title: 'Game',
  type: 'game',
  opponent: 'Rovers',
  startsAt: '2027-03-13T15:00:00.000Z',
  timeZone: 'America/New_York',
  location: 'North Field',
}
const context = { teamId: 'team-1', calendarEventId: 'ev/1', mailSubject: 'U10: Schedule change: Game vs Rovers' }

describe('what a notification says', () => {
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

  it('keeps a body short enough for a lock screen', () => {
    const push = newsPostPush({
      teamId: 't',
      teamName: 'U10',
      newsArticleId: 'a',
      title: 'x'.repeat(500),
      authorName: 'Casey Coach',
    })
    expect(push.body.length).toBe(MAX_BODY)
    expect(push.body.endsWith('…')).toBe(true)
  })

  it('counts merged chat messages, and names no winner of a voting', () => {
    const base = { teamId: 't', teamName: 'U10', threadId: 'th', threadTitle: 'Carpool', lastSenderName: 'Pat' }
    expect(chatMessagesPush({ ...base, count: 1 }).body).toBe('New message from Pat')
    expect(chatMessagesPush({ ...base, count: 3 }).body).toBe('3 new messages')
    const closed = votingPush({
      teamId: 't',
      teamName: 'U10',
      votingId: 'v',
      gameTitle: 'Game vs Rovers',
      opened: false,
    })
    expect(closed).toEqual({
      title: 'U10: Player of the Match',
      body: 'Voting for Game vs Rovers has closed. See who won.',
      url: '/t/t/player-of-match',
      tag: 'vote-v',
    })
  })

  it('reminds to answer for an event by its name and time, never by the child, and opens the event', () => {
    expect(
      availabilityReminderPush({ teamId: 'team-1', teamName: 'U10', calendarEventId: 'ev/1', event: game }),
    ).toEqual({
      title: 'U10: Please answer',
      body: 'Nobody has answered yet for Game vs Rovers on Mar 13, 2027, 10:00 AM EST. Tap to answer.',
      url: '/t/team-1/calendar?event=ev%2F1',
      tag: 'reminder-ev/1',
    })
  })
})

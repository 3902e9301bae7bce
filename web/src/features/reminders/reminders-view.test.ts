import { describe, expect, it } from 'vitest'
import { gotItWaiting, reminderReach, scheduleChangeSentence, seenLine } from './reminders-view'

const change = {
  changeVersion: 2,
  type: 'game' as const,
  title: 'Cup tie',
  opponent: 'Rovers',
  moved: true,
  relocated: false,
  startsAt: '2027-03-13T10:00:00Z',
  timeZone: 'Europe/London',
  location: 'North Field',
  previousStartsAt: '2027-03-12T18:00:00Z',
  previousLocation: 'North Field',
}

describe('the schedule-change notice', () => {
  it('says what moved, from what', () => {
    expect(scheduleChangeSentence(change)).toMatch(/^This game moved to .+ \(was .+\)\.$/)
    expect(scheduleChangeSentence({ ...change, moved: false, relocated: true, location: 'South Field' })).toBe(
      'This game is now at South Field (was North Field).',
    )
  })

  it('names the game where it stands apart from it (the dashboard)', () => {
    expect(scheduleChangeSentence(change, { named: true })).toMatch(
      /^The game “Cup tie vs Rovers” moved to .+ \(was .+\)\.$/,
    )
    expect(
      scheduleChangeSentence({ ...change, type: 'practice', title: 'Training', opponent: '' }, { named: true }),
    ).toMatch(/^The practice “Training” moved to /)
  })

  it('counts who has seen it and who a reminder reaches', () => {
    expect(seenLine({ seen: 8, total: 12 })).toBe('Seen by 8 of 12')
    expect(reminderReach({ unanswered: 1, withoutFamily: 0, recipients: 2 })).toBe(
      '1 child not answered · 2 family members will be reminded',
    )
    expect(reminderReach({ unanswered: 0, withoutFamily: 0, recipients: 0 })).toBe('Everyone has answered.')
  })

  it('counts every child without an answer, as the availability panel does, and says who no reminder reaches', () => {
    expect(reminderReach({ unanswered: 14, withoutFamily: 13, recipients: 1 })).toBe(
      '14 children not answered (13 have no linked family) · 1 family member will be reminded',
    )
    expect(reminderReach({ unanswered: 2, withoutFamily: 1, recipients: 2 })).toBe(
      '2 children not answered (1 has no linked family) · 2 family members will be reminded',
    )
    expect(reminderReach({ unanswered: 3, withoutFamily: 3, recipients: 0 })).toBe(
      '3 children not answered (none has a linked family) · nobody to remind',
    )
    expect(reminderReach({ unanswered: 1, withoutFamily: 1, recipients: 0 })).toBe(
      '1 child not answered (no linked family) · nobody to remind',
    )
  })
})

describe('a “Got it” given without signal', () => {
  const path = '/api/calendar-events/e1/schedule-change/acknowledgement'

  it('waits while it is kept or being sent, for its own event only', () => {
    expect(gotItWaiting([{ path, fate: 'waiting' }], path)).toBe(true)
    expect(gotItWaiting([{ path, fate: 'sending' }], path)).toBe(true)
    expect(
      gotItWaiting([{ path: '/api/calendar-events/e2/schedule-change/acknowledgement', fate: 'waiting' }], path),
    ).toBe(false)
  })

  it('no longer waits once sent or refused: the server’s answer shows', () => {
    expect(
      gotItWaiting(
        [
          { path, fate: 'sent' },
          { path, fate: 'refused' },
        ],
        path,
      ),
    ).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { remindersHistory } from './reminders.history'

describe('the reminders’ history', () => {
  const say = sentencesOf(remindersHistory, names).say

  it('says what the coach chose', () => {
    expect(say(fact('ReminderLeadChosen', { teamId: 't', leadHours: 24 }))).toBe(
      'Casey Coach set availability reminders to “24 hours before”.',
    )
    expect(say(fact('ReminderLeadChosen', { teamId: 't', leadHours: 0 }))).toBe(
      'Casey Coach turned availability reminders off.',
    )
  })

  it('says who was reminded for which event, by the coach or by the app', () => {
    const data = { teamId: 't', calendarEventId: 'game1', playerIds: ['mia', 'leo'] }
    expect(say(fact('ManualReminderSent', data))).toBe(
      'Casey Coach reminded the families of 2 children to answer for “League vs Lions” on Sat, Nov 28.',
    )
    expect(say(fact('AutomaticReminderSent', { ...data, playerIds: ['mia'], leadHours: 48 }, null))).toBe(
      'Team Space reminded the families of 1 child to answer for “League vs Lions” on Sat, Nov 28.',
    )
    expect(say(fact('AutomaticReminderSent', { ...data, playerIds: [], leadHours: 48 }, null))).toBe(
      'Everyone had answered for “League vs Lions” on Sat, Nov 28: no reminder was needed.',
    )
  })

  it('says who saw a schedule change', () => {
    expect(
      say(
        fact(
          'ScheduleChangeAcknowledged',
          { teamId: 't', calendarEventId: 'game1', userId: 'pat', changeVersion: 2 },
          'pat',
        ),
      ),
    ).toBe('Pat Parent saw the schedule change for “League vs Lions” on Sat, Nov 28.')
  })
})

import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { volunteersHistory } from './volunteers.history'

const { say, assembled } = sentencesOf(volunteersHistory, names)

describe('the volunteers’ history', () => {
  it('says what was asked for and who signed up', () => {
    const need = fact('VolunteerNeedAdded', {
      teamId: 't',
      needId: 'n1',
      calendarEventId: 'game1',
      type: 'snacks',
      slotsNeeded: 2,
      offsetMinutes: 0,
      description: '',
    })
    expect(say(need)).toBe('Casey Coach asked for 2 volunteers for snacks need for “League vs Lions” on Sat, Nov 28.')
    expect(say(fact('VolunteerSlotBooked', { teamId: 't', needId: 'n1', volunteerId: 'pat' }, 'pat'), need)).toBe(
      'Pat Parent signed up for the snacks need.',
    )
    expect(assembled.itemOf(fact('VolunteerSlotBooked', { needId: 'n1', volunteerId: 'pat' }))).toEqual({
      kind: 'volunteer-need',
      id: 'n1',
    })
  })
})

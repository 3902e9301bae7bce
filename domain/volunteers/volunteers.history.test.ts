import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { volunteersHistory } from './volunteers.history'
import { snacksNeed } from './volunteers.fixture'

const { say, assembled } = sentencesOf(volunteersHistory, names)

describe('the volunteers’ history', () => {
  it('says what was asked for and who signed up', () => {
    const need = fact('VolunteerNeedAdded', snacksNeed)
    expect(say(need)).toBe('Casey Coach asked for 2 volunteers for snacks need for “League vs Lions” on Sat, Nov 28.')
    expect(say(fact('VolunteerSlotBooked', { teamId: 't', needId: 'n1', volunteerId: 'pat' }, 'pat'), need)).toBe(
      'Pat Parent signed up for the snacks need of “League vs Lions” on Sat, Nov 28.',
    )
    expect(assembled.stateOf(fact('VolunteerSlotBooked', { needId: 'n1', volunteerId: 'pat' }))).toEqual({
      subjectId: 'n1',
      types: ['VolunteerNeedAdded', 'VolunteerNeedChanged'],
      stream: null,
    })
    expect(assembled.itemOf(fact('VolunteerSlotBooked', { needId: 'n1', volunteerId: 'pat' }))).toEqual({
      kind: 'volunteer-need',
      id: 'n1',
    })
  })
  it('names the calendar event of a need after it was changed, from the event that added it', () => {
    const details = { teamId: 't', needId: 'n1', type: 'snacks', slotsNeeded: 2, offsetMinutes: 0, description: '' }
    const added = fact('VolunteerNeedAdded', { ...details, calendarEventId: 'game1' })
    const changed = fact('VolunteerNeedChanged', { ...details, type: 'setup', slotsNeeded: 3 })
    expect(say(changed, added)).toBe(
      'Casey Coach changed the type from Snacks to Setup and the slots from 2 to 3 of the snacks need of “League vs Lions” on Sat, Nov 28.',
    )
    // The last change says what the need is now; the adding says which game it is for.
    expect(say(fact('VolunteerSlotBooked', { ...details, volunteerId: 'pat' }, 'pat'), changed, added)).toBe(
      'Pat Parent signed up for the setup need of “League vs Lions” on Sat, Nov 28.',
    )
    expect(say(fact('VolunteerSlotWithdrawn', { ...details, volunteerId: 'pat' }, 'pat'), changed, added)).toBe(
      'Pat Parent withdrew from the setup need of “League vs Lions” on Sat, Nov 28.',
    )
    // A calendar event deleted since is not named.
    const elsewhere = fact('VolunteerNeedAdded', { ...details, calendarEventId: 'gone' })
    expect(say(fact('VolunteerSlotBooked', { ...details, volunteerId: 'pat' }, 'pat'), elsewhere)).toBe(
      'Pat Parent signed up for the snacks need.',
    )
  })
  it('tells of a slot offered for a swap, taken by another family, and an offer withdrawn', () => {
    const details = { teamId: 't', needId: 'n1', type: 'snacks', slotsNeeded: 2, offsetMinutes: 0, description: '' }
    const added = fact('VolunteerNeedAdded', { ...details, calendarEventId: 'game1', food: true })
    expect(say(fact('VolunteerSwapOffered', { ...details, volunteerId: 'pat' }, 'pat'), added)).toBe(
      'Pat Parent offered their slot in the snacks need of “League vs Lions” on Sat, Nov 28 for a swap.',
    )
    expect(say(fact('VolunteerSwapOfferWithdrawn', { ...details, volunteerId: 'pat' }, 'pat'), added)).toBe(
      'Pat Parent kept their slot in the snacks need of “League vs Lions” on Sat, Nov 28 and withdrew the swap offer.',
    )
    const taken = fact('VolunteerSwapTaken', { ...details, fromVolunteerId: 'pat', toVolunteerId: 'casey' }, 'casey')
    expect(say(taken, added)).toBe(
      "Casey Coach took Pat Parent's slot in the snacks need of “League vs Lions” on Sat, Nov 28.",
    )
    const food = fact('VolunteerNeedChanged', { ...details, type: 'other', food: true })
    expect(
      say(food, fact('VolunteerNeedAdded', { ...details, type: 'other', calendarEventId: 'game1', food: false })),
    ).toBe('Casey Coach changed the food mark from no to yes of the other need of “League vs Lions” on Sat, Nov 28.')
  })
})

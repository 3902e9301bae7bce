import { describe, expect, it } from 'vitest'
import {
  describeEvent,
  featureOfType,
  formatDay,
  itemOf,
  stateTypesBefore,
  typesOfFeature,
  type HistoryFact,
  type HistoryNames,
} from './history.sentences'
import { historyFeatures } from './history.schemas'

const people: Record<string, string> = { casey: 'Casey Coach', pat: 'Pat Parent' }
const players: Record<string, string> = { mia: 'Mia', leo: 'Leo' }
const names: HistoryNames = {
  member: (id) => people[id] ?? 'Former member',
  player: (id) => players[id] ?? 'a removed player',
  calendarEvent: (id) => (id === 'game1' ? { title: 'League vs Lions', date: '2026-11-28' } : null),
}
const fact = (type: string, data: object, actorId: string | null = 'casey'): HistoryFact => ({ type, data, actorId })
const say = (event: HistoryFact, previous: HistoryFact | null = null) => describeEvent(event, previous, names)

const details = {
  teamId: 't',
  calendarEventId: 'game1',
  title: 'League vs Lions',
  type: 'game',
  date: '2026-11-28',
  time: '10:00',
  timeZone: 'Europe/London',
  startsAt: '2026-11-28T10:00:00.000Z',
  location: 'North Field',
  opponent: 'Lions',
  description: '',
}
const player = { teamId: 't', playerId: 'mia', jerseyNumber: 7, position: 'Midfielder' }
const line = {
  teamId: 't',
  statLineId: 's1',
  playerId: 'mia',
  gameId: null,
  gameDate: '2026-11-21',
  opponent: 'Lions',
  minutesPlayed: 60,
  goals: 1,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  saves: 0,
  keyPlays: [],
}

describe('the activity sentences', () => {
  it('says who moved a calendar event and from which time to which', () => {
    const scheduled = fact('CalendarEventScheduled', details)
    const changed = fact('CalendarEventChanged', { ...details, time: '11:00', changedAt: 'x' })
    expect(say(changed, scheduled)).toBe('Casey Coach moved “League vs Lions” on Sat, Nov 28 from 10:00 to 11:00.')
    expect(
      say(fact('CalendarEventChanged', { ...details, date: '2026-11-29', location: 'South Field' }), changed),
    ).toBe(
      'Casey Coach moved “League vs Lions” from Sat, Nov 28 11:00 to Sun, Nov 29 10:00, and changed the location from “North Field” to “South Field”.',
    )
    expect(say(fact('CalendarEventCancelled', { teamId: 't', calendarEventId: 'game1' }), changed)).toBe(
      'Casey Coach cancelled “League vs Lions” on Sat, Nov 28 at 11:00.',
    )
  })

  it('says whose jersey changed from which number to which, the name taken from the roster of today', () => {
    const added = fact('PlayerAdded', player)
    expect(say(added)).toBe('Casey Coach added Mia to the roster (#7, Midfielder).')
    // The log names the player by id only: the sentence names them as the roster names them now.
    const updated = fact('PlayerUpdated', { ...player, jerseyNumber: 9 })
    expect(say(updated, added)).toBe('Casey Coach changed Mia’s jersey from 7 to 9.')
    expect(say(fact('PlayerUpdated', player), added)).toBe('Casey Coach updated Mia’s details.')
    expect(say(fact('PlayerUpdated', { ...player, jerseyNumber: null, position: 'Forward' }), added)).toBe(
      'Casey Coach changed Mia’s jersey from 7 to no number and position from Midfielder to Forward.',
    )
  })

  it('falls back to "a removed player" and "Former member" when they are gone', () => {
    expect(say(fact('PlayerAdded', { ...player, playerId: 'gone' }, 'left'))).toBe(
      'Former member added a removed player to the roster (#7, Midfielder).',
    )
    expect(say(fact('PlayerRemoved', { teamId: 't', playerId: 'gone' }))).toBe(
      'Casey Coach removed a player from the roster.',
    )
    expect(say(fact('StatLineVoided', { teamId: 't', statLineId: 's1', playerId: 'gone' }))).toBe(
      'Casey Coach voided a removed player’s stats.',
    )
  })

  it('names the changed stats, never the profile values', () => {
    const recorded = fact('StatLineRecorded', line)
    expect(say(recorded)).toBe('Casey Coach recorded Mia’s stats for the game against Lions on Sat, Nov 21 (1 goal).')
    expect(say(fact('StatLineCorrected', { ...line, goals: 2, assists: 1 }), recorded)).toBe(
      'Casey Coach corrected Mia’s stats for the game against Lions on Sat, Nov 21: goals from 1 to 2 and assists from 0 to 1.',
    )
    expect(say(fact('ProfileUpdated', { userId: 'pat', changedFields: ['phoneNumber', 'address'] }, 'pat'))).toBe(
      'Pat Parent updated their phone number and address.',
    )
  })

  it('describes members, invites, news, votes, volunteers, availability and attendance', () => {
    expect(say(fact('MemberJoined', { teamId: 't', userId: 'pat', role: 'parent' }, 'pat'))).toBe(
      'Pat Parent joined the team as Parent.',
    )
    expect(say(fact('MemberRemoved', { teamId: 't', userId: 'pat' }))).toBe(
      'Casey Coach removed Pat Parent from the team.',
    )
    expect(say(fact('InviteCreated', { teamId: 't', relationship: 'assistant_coach' }))).toBe(
      'Casey Coach created an invite for an Assistant Coach.',
    )
    const posted = fact('NewsArticlePosted', { teamId: 't', newsArticleId: 'n', title: 'Cup final' })
    expect(say(posted)).toBe('Casey Coach posted the article “Cup final”.')
    expect(say(fact('NewsArticleDeleted', { teamId: 't', newsArticleId: 'n' }), posted)).toBe(
      'Casey Coach deleted the article “Cup final”.',
    )
    expect(say(fact('NewsArticleEmailed', { teamId: 't', newsArticleId: 'n' }), posted)).toBe(
      'Casey Coach e-mailed the article “Cup final” to the team.',
    )
    const opened = fact('VotingOpened', { teamId: 't', votingId: 'v', title: 'League vs Lions', date: '2026-11-28' })
    expect(
      say(
        fact('VotingClosed', { teamId: 't', votingId: 'v', winners: [{ playerId: 'leo', playerName: 'x', votes: 3 }] }),
        opened,
      ),
    ).toBe('Casey Coach closed the voting for “League vs Lions”: Leo won with 3 votes.')
    expect(say(fact('VoteCast', { teamId: 't', votingId: 'v', voterId: 'pat', playerId: 'leo' }, 'pat'))).toBe(
      'Pat Parent voted for player of the match.',
    )
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
    expect(
      say(
        fact('AvailabilityGiven', { teamId: 't', calendarEventId: 'game1', playerId: 'mia', answer: 'going' }, 'pat'),
      ),
    ).toBe('Pat Parent answered “Going” for Mia for “League vs Lions” on Sat, Nov 28.')
    expect(
      say(
        fact('AttendanceTaken', {
          teamId: 't',
          calendarEventId: 'game1',
          records: [
            { playerId: 'mia', status: 'present' },
            { playerId: 'leo', status: 'absent' },
          ],
        }),
      ),
    ).toBe('Casey Coach took attendance for “League vs Lions” on Sat, Nov 28: 1 present and 1 absent.')
  })

  it('gives a type without a sentence of its own a plain default, and a malformed event one too', () => {
    expect(say(fact('PhotoUploaded', { teamId: 't', photoId: 'p', caption: 'Cup' }))).toBe(
      'Casey Coach: photo uploaded.',
    )
    expect(say(fact('SomethingNew', {}, null))).toBe('Team Space: something new.')
    expect(say(fact('VotingClosed', { teamId: 't' }))).toBe('Casey Coach: voting closed.')
  })

  it('files every type under a feature the filter offers, and knows each item’s history', () => {
    for (const feature of Object.values(featureOfType)) expect(historyFeatures).toContain(feature)
    expect(typesOfFeature('calendar')).toEqual([
      'CalendarEventScheduled',
      'CalendarEventChanged',
      'CalendarEventCancelled',
    ])
    expect(itemOf(fact('StatLineCorrected', line))).toEqual({ kind: 'stat-line', id: 's1' })
    expect(itemOf(fact('VolunteerSlotBooked', { needId: 'n1', volunteerId: 'pat' }))).toEqual({
      kind: 'volunteer-need',
      id: 'n1',
    })
    expect(itemOf(fact('VoteCast', { votingId: 'v' }))).toBeNull()
    expect(stateTypesBefore('PlayerUpdated')).toEqual(['PlayerAdded', 'PlayerUpdated'])
    expect(formatDay('2026-11-23')).toBe('Mon, Nov 23')
  })
})

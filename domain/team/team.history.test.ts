import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { invitesHistory } from '../invites/invites.history'
import { teamHistory } from './team.history'

describe('the team’s and the invites’ history', () => {
  it('says who joined and who was removed, and what an invite was for', () => {
    const { say } = sentencesOf(teamHistory, names)
    expect(say(fact('MemberJoined', { teamId: 't', userId: 'pat', role: 'parent' }, 'pat'))).toBe(
      'Pat Parent joined the team as Parent.',
    )
    expect(say(fact('MemberRemoved', { teamId: 't', userId: 'pat' }))).toBe(
      'Casey Coach removed Pat Parent from the team.',
    )
    expect(
      sentencesOf(invitesHistory, names).say(fact('InviteCreated', { teamId: 't', relationship: 'assistant_coach' })),
    ).toBe('Casey Coach created an invite for an Assistant Coach.')
  })
})

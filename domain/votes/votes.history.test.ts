import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { votesHistory } from './votes.history'

const { say, assembled } = sentencesOf(votesHistory, names)

describe('the votes’ history', () => {
  it('says who won a voting, and that a member voted but not for whom', () => {
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
    expect(assembled.itemOf(fact('VoteCast', { votingId: 'v' }))).toBeNull()
  })
})

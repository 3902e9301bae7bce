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
    ).toBe('Casey Coach closed the voting for “League vs Lions” on Sat, Nov 28: Leo won with 3 votes.')
    const vote = fact('VoteCast', { teamId: 't', votingId: 'v', voterId: 'pat', playerId: 'leo' }, 'pat')
    expect(say(vote, opened)).toBe(
      'Pat Parent voted in the player-of-the-match voting for “League vs Lions” on Sat, Nov 28.',
    )
    expect(say(vote)).toBe('Pat Parent voted for player of the match.')
    // The game is in the voting's stream, the vote in the voter's own.
    expect(assembled.stateOf(vote)).toEqual({ subjectId: 'v', types: ['VotingOpened'], stream: 'voting-v' })
    expect(assembled.itemOf(fact('VoteCast', { votingId: 'v' }))).toBeNull()
  })
})

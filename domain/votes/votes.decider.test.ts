import { describe, expect, it } from 'vitest'
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import { specFor, testMetadata } from '../shared/testing'
import type { CastVote, CloseVoting, OpenVoting, VotingStatus } from './votes.commands'
import { voteDecider, votingDecider, votingStatusOf } from './votes.decider'
import type { PlayerVotes, VoteCast, VotingClosed, VotingOpened } from './votes.events'

const votingSpec = specFor(votingDecider)
const voteSpec = specFor(voteDecider)
const coach = testMetadata()
const parent = testMetadata({ actor: { userId: 'user-parent', role: 'parent' } })
const at = coach.now.toISOString()

const game = { calendarEventId: 'c1', title: 'Cup tie', date: '2026-08-30', time: '10:00' }

const openVoting = (by: CommandMetadata = coach): OpenVoting => ({
  type: 'OpenVoting',
  data: { teamId: 't1', votingId: 'game-c1', ...game },
  metadata: by,
})

const opened: VotingOpened = {
  type: 'VotingOpened',
  data: { teamId: 't1', votingId: 'game-c1', ...game, openedBy: 'user-coach', openedAt: at },
}

const robin = (votes: number): PlayerVotes => ({ playerId: 'p1', playerName: 'Robin', votes })
const sam = (votes: number): PlayerVotes => ({ playerId: 'p2', playerName: 'Sam', votes })
const alex = (votes: number): PlayerVotes => ({ playerId: 'p3', playerName: 'Alex', votes })

const closeVoting = (tally: PlayerVotes[]): CloseVoting => ({
  type: 'CloseVoting',
  data: { teamId: 't1', votingId: 'game-c1', tally },
  metadata: coach,
})

const closed = (totalVotes: number, winners: PlayerVotes[]): VotingClosed => ({
  type: 'VotingClosed',
  data: {
    teamId: 't1',
    votingId: 'game-c1',
    closedAt: at,
    totalVotes,
    winners: winners.map(({ playerId, votes }) => ({ playerId, votes })),
  },
})

const castVote = (
  playerId: string,
  { voting = { open: true }, by = parent }: { voting?: VotingStatus | null; by?: CommandMetadata } = {},
): CastVote => ({
  type: 'CastVote',
  data: {
    teamId: 't1',
    votingId: 'game-c1',
    playerId,
    reason: 'Two great saves',
    // Pat and Gran are Robin's family.
    parentIds: playerId === 'p1' ? ['user-parent', 'user-gran'] : [],
    voting,
  },
  metadata: by,
})

const cast = (playerId: string): VoteCast => ({
  type: 'VoteCast',
  data: {
    teamId: 't1',
    votingId: 'game-c1',
    voterId: 'user-parent',
    playerId,
    reason: 'Two great saves',
    castAt: at,
  },
})

describe('a voting', () => {
  it('is opened by a coach for a game', () => votingSpec([]).when(openVoting()).then([opened]))

  it('is opened once per game, in the spec’s words', () =>
    votingSpec([opened])
      .when(openVoting())
      .thenThrows(ConflictError, 'A Player of the Match voting already exists for this game.'))

  describe('when closed', () => {
    it('fixes the player with the most votes as the winner', () =>
      votingSpec([opened])
        .when(closeVoting([sam(2), robin(5), alex(1)]))
        .then([closed(8, [robin(5)])]))

    it('states a tie as joint winners, whatever order the tally came in', () => {
      votingSpec([opened])
        .when(closeVoting([sam(3), alex(1), robin(3)]))
        .then([closed(7, [robin(3), sam(3)])])
      votingSpec([opened])
        .when(closeVoting([robin(3), alex(1), sam(3)]))
        .then([closed(7, [robin(3), sam(3)])])
    })

    it('has no winner when nobody voted', () =>
      votingSpec([opened])
        .when(closeVoting([]))
        .then([closed(0, [])]))

    it('is never closed again (nor reopened)', () =>
      votingSpec([opened, closed(1, [robin(1)])])
        .when(closeVoting([robin(2)]))
        .thenThrows(ConflictError, 'This voting has been closed.'))

    it('must exist', () =>
      votingSpec([]).when(closeVoting([])).thenThrows(NotFoundError, 'This voting no longer exists.'))
  })
})

describe('a vote', () => {
  it('is cast for a player of the team, with an optional reason', () =>
    voteSpec([])
      .when(castVote('p2'))
      .then([cast('p2')]))

  it('is cast once per voting', () =>
    voteSpec([cast('p2')])
      .when(castVote('p2'))
      .thenThrows(ConflictError, 'You have already voted in this session.'))

  it('never goes to the voter’s own child', () => {
    voteSpec([])
      .when(castVote('p1'))
      .thenThrows(ForbiddenError, 'You cannot vote for your own child. Please select another player.')
    voteSpec([])
      .when(castVote('p1', { by: testMetadata({ actor: { userId: 'user-gran', role: 'grandparent' } }) }))
      .thenThrows(ForbiddenError, 'You cannot vote for your own child. Please select another player.')
  })

  it('may go to someone else’s child from a coach', () =>
    voteSpec([])
      .when(castVote('p1', { by: coach }))
      .then([{ ...cast('p1'), data: { ...cast('p1').data, voterId: 'user-coach' } }]))

  it('is refused once the voting is closed', () =>
    voteSpec([])
      .when(castVote('p2', { voting: { open: false } }))
      .thenThrows(ConflictError, 'This voting has been closed.'))

  it('is refused for a voting that does not exist', () =>
    voteSpec([])
      .when(castVote('p2', { voting: null }))
      .thenThrows(NotFoundError, 'This voting no longer exists.'))
})

describe('a voting’s status, as a vote reads it from the voting’s stream', () => {
  it('is unknown before the voting opens, open until it closes, then closed', () => {
    expect(votingStatusOf([])).toBeNull()
    expect(votingStatusOf(['VotingOpened'])).toEqual({ open: true })
    expect(votingStatusOf(['VotingOpened', 'VotingClosed'])).toEqual({ open: false })
  })
})

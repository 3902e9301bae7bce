import { testMetadata } from '@teamspace/domain/shared/testing'
import { votingStatusOf } from '@teamspace/domain/votes/votes.decider'
import { voteStreamId, votingStreamId, type Winner, type VotesDomainEvent } from '@teamspace/domain/votes/votes.events'
import fc from 'fast-check'
import { nanoid } from 'nanoid'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { projectionSpec } from '../../../test/projection-spec'
import { projections } from '../../app'
import { handleCommand } from '../../platform/commands/handle-command'
import { readStream } from '../../platform/event-store/read'
import { verifyProjection } from '../../platform/projections/rebuild'
import { tallyOf } from './votes.queries'
import { voteStream, votingStream } from './votes.streams'
import { votesProjection } from './votes.projection'

const t = useTestDatabase()
const spec = projectionSpec(t)(votesProjection)
const at = '2026-09-01T10:00:00.000Z'

const opened = (votingId: string, calendarEventId: string | null = null): VotesDomainEvent => ({
  type: 'VotingOpened',
  data: {
    teamId: 't1',
    votingId,
    calendarEventId,
    title: 'Cup tie',
    date: '2026-08-30',
    time: '15:00',
    openedBy: 'user-coach',
    openedAt: at,
  },
})

const cast = (votingId: string, voterId: string, playerId: string, reason = ''): VotesDomainEvent => ({
  type: 'VoteCast',
  data: {
    teamId: 't1',
    votingId,
    voterId,
    playerId,
    reason,
    castAt: at,
  },
})

const closed = (votingId: string, totalVotes: number, winners: Winner[]): VotesDomainEvent => ({
  type: 'VotingClosed',
  data: { teamId: 't1', votingId, closedAt: '2026-09-02T08:00:00.000Z', totalVotes, winners },
})

describe('votes projection', () => {
  it('lists an opened voting as active, with the coach who opened it', () =>
    spec.given(opened('game-c1', 'c1')).then({
      votings: [
        {
          id: 'game-c1',
          calendar_event_id: 'c1',
          game_title: 'Cup tie',
          game_date: '2026-08-30',
          game_time: '15:00',
          is_active: true,
          opened_by: 'user-coach',
          closed_at: null,
          total_votes: null,
        },
      ],
    }))

  it('keeps each vote and adds it to its player’s tally, whatever the order of the votes', () =>
    spec
      .given(
        opened('v1'),
        opened('v2'),
        cast('v1', 'u1', 'p1', 'Two great saves'),
        cast('v1', 'u2', 'p2'),
        cast('v2', 'u1', 'p2'),
        cast('v1', 'u3', 'p1'),
      )
      .then({
        vote_tallies: [
          { voting_id: 'v1', player_id: 'p1', votes: 2 },
          { voting_id: 'v1', player_id: 'p2', votes: 1 },
          { voting_id: 'v2', player_id: 'p2', votes: 1 },
        ],
        ballots: [
          { voting_id: 'v1', voter_id: 'u1', player_id: 'p1', reason: 'Two great saves' },
          { voting_id: 'v1', voter_id: 'u2', player_id: 'p2', reason: '' },
          { voting_id: 'v1', voter_id: 'u3', player_id: 'p1', reason: '' },
          { voting_id: 'v2', voter_id: 'u1', player_id: 'p2', reason: '' },
        ],
      }))

  it('closes a voting with its total and its winners, joint ones too', () =>
    spec
      .given(
        opened('v1'),
        opened('v2'),
        cast('v1', 'u1', 'p1'),
        cast('v1', 'u2', 'p2'),
        closed('v1', 2, [
          { playerId: 'p1', votes: 1 },
          { playerId: 'p2', votes: 1 },
        ]),
      )
      .then({
        votings: [
          { id: 'v1', is_active: false, closed_at: new Date('2026-09-02T08:00:00.000Z'), total_votes: 2 },
          { id: 'v2', is_active: true, closed_at: null, total_votes: null },
        ],
        voting_winners: [
          { voting_id: 'v1', player_id: 'p1', votes: 1 },
          { voting_id: 'v1', player_id: 'p2', votes: 1 },
        ],
      }))

  it('records no winner for a voting closed without votes', () =>
    spec
      .given(opened('v1'), closed('v1', 0, []))
      .then({ voting_winners: [], votings: [{ id: 'v1', is_active: false }] }))
})

describe('the votes tables', () => {
  type Step =
    | { kind: 'open'; voting: number }
    | { kind: 'vote'; voting: number; voter: number; player: number }
    | { kind: 'close'; voting: number }
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('open' as const), voting: fc.nat(1) }),
    fc.record({ kind: fc.constant('vote' as const), voting: fc.nat(1), voter: fc.nat(4), player: fc.nat(2) }),
    fc.record({ kind: fc.constant('close' as const), voting: fc.nat(1) }),
  )

  it('stay equal to a rebuild from the log, for any sequence of openings, votes and closes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
        const teamId = `team-${nanoid(6)}`
        const votingId = (n: number) => `${teamId}-v${n}`
        const deps = { db: t.database.db, projections }
        for (const s of steps) {
          const id = votingId(s.voting)
          const metadata = testMetadata({ commandId: nanoid() })
          try {
            const onVoting = { streamId: votingStreamId(id), teamId, metadata, result: () => null }
            if (s.kind === 'open') {
              await handleCommand(
                deps,
                votingStream,
                {
                  type: 'OpenVoting',
                  data: {
                    teamId,
                    votingId: id,
                    calendarEventId: null,
                    title: 'Game',
                    date: '2026-09-10',
                    time: '15:00',
                  },
                },
                onVoting,
              )
            } else if (s.kind === 'close') {
              await handleCommand(
                deps,
                votingStream,
                { type: 'CloseVoting', data: { teamId, votingId: id, tally: [] } },
                {
                  ...onVoting,
                  underLock: async (trx) => ({
                    type: 'CloseVoting',
                    data: { teamId, votingId: id, tally: await tallyOf(trx, id) },
                  }),
                },
              )
            } else {
              const voterId = `${teamId}-u${s.voter}`
              const input = {
                type: 'CastVote',
                data: {
                  teamId,
                  votingId: id,
                  playerId: `p${s.player}`,
                  playerName: `Player ${s.player}`,
                  reason: '',
                  parentIds: [],
                  voting: null,
                },
              } as const
              await handleCommand(deps, voteStream, input, {
                streamId: voteStreamId(id, voterId),
                teamId,
                metadata: testMetadata({
                  commandId: nanoid(),
                  actor: { userId: voterId, role: 'parent' },
                }),
                condition: {
                  streamId: votingStreamId(id),
                  input: (events) => ({
                    ...input,
                    data: { ...input.data, voting: votingStatusOf(events.map((event) => event.type)) },
                  }),
                },
                result: () => null,
              })
            }
          } catch {
            // Refused commands (a second vote, a vote after the close, closing twice) are part of the sequence.
          }
        }
        expect(await verifyProjection(t.owner.db, votesProjection)).toEqual([])
        // Whatever the order, a closed voting's total is the votes its tally holds.
        for (const n of [0, 1]) {
          const closed = (await readStream(t.database.db, votingStreamId(votingId(n)))).events.find(
            (event) => event.type === 'VotingClosed',
          )
          if (closed) {
            const tally = await tallyOf(t.database.db, votingId(n))
            expect((closed.data as { totalVotes: number }).totalVotes).toBe(tally.reduce((sum, e) => sum + e.votes, 0))
          }
        }
      }),
      { numRuns: 15 },
    )
  })
})

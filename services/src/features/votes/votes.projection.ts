import type { VotesDomainEvent } from '@teamspace/domain/votes/votes.events'
import { sql } from 'kysely'
import { chunks, defineProjection, lastByKey, writesOnly } from '../../platform/projections/registry'
import './votes.tables'

/**
 * Player of the match: the votings, each voter's vote, the vote tallies and the winners. A vote adds to its
 * player's tally commutatively (`votes = votes + n`), so votes cast at the same moment all count; a voter's vote
 * is unique per voting by its stream, and a vote after the close is refused by the command path, so nothing
 * here needs to check either.
 */
export const votesProjection = defineProjection<VotesDomainEvent>({
  name: 'votes',
  version: 2,
  tables: ['votings', 'vote_tallies', 'ballots', 'voting_winners'],
  on: {
    VotingOpened: writesOnly(async (events, db) => {
      for (const slice of chunks(events, 500)) {
        await db
          .insertInto('votings')
          .values(
            slice.map(({ data }) => ({
              id: data.votingId,
              team_id: data.teamId,
              calendar_event_id: data.calendarEventId,
              game_title: data.title,
              game_date: data.date,
              game_time: data.time,
              is_active: true,
              opened_by: data.openedBy,
              opened_at: data.openedAt,
              closed_at: null,
              total_votes: null,
            })),
          )
          .execute()
      }
    }),
    VoteCast: writesOnly(async (events, db) => {
      for (const slice of chunks(events, 1000)) {
        await db
          .insertInto('ballots')
          .values(
            slice.map(({ data }) => ({
              voting_id: data.votingId,
              voter_id: data.voterId,
              team_id: data.teamId,
              player_id: data.playerId,
              reason: data.reason,
              cast_at: data.castAt,
            })),
          )
          .execute()
      }
      // The run's votes per player, added to the tallies in one statement.
      const counts = new Map<string, { voting_id: string; player_id: string; team_id: string; votes: number }>()
      for (const { data } of events) {
        const key = `${data.votingId} ${data.playerId}`
        const entry = counts.get(key)
        if (entry) entry.votes += 1
        else
          counts.set(key, {
            voting_id: data.votingId,
            player_id: data.playerId,
            team_id: data.teamId,
            votes: 1,
          })
      }
      for (const slice of chunks([...counts.values()], 1000)) {
        await db
          .insertInto('vote_tallies')
          .values(slice)
          .onConflict((oc) =>
            oc.columns(['voting_id', 'player_id']).doUpdateSet({ votes: sql`vote_tallies.votes + excluded.votes` }),
          )
          .execute()
      }
    }),
    VotingClosed: writesOnly(async (events, db) => {
      const closes = lastByKey(events, (e) => e.data.votingId)
      for (const { data } of closes) {
        await db
          .updateTable('votings')
          .set({ is_active: false, closed_at: data.closedAt, total_votes: data.totalVotes })
          .where('id', '=', data.votingId)
          .execute()
      }
      const winners = closes.flatMap(({ data }) =>
        data.winners.map((winner) => ({
          voting_id: data.votingId,
          player_id: winner.playerId,
          team_id: data.teamId,
          votes: winner.votes,
        })),
      )
      for (const slice of chunks(winners, 1000)) await db.insertInto('voting_winners').values(slice).execute()
    }),
  },
})

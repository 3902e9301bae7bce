import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { VotingClosed, VotingOpened } from '@teamspace/domain/votes/votes.events'
import { votingPush } from '@teamspace/domain/votes/votes.push'
import type { FastifyInstance } from 'fastify'
import type { Subscriber } from '../../platform/projections/subscriptions'
import { queuePushToMembers } from '../../platform/push/push-outbox'
import { isFreshForPush, queuedPushes, teamNamesForPush } from '../../platform/push/push-wake'
import './votes.tables'

/** A voting opened or closed longer ago than this is not told. */
const FRESH_MS = 24 * 60 * 60 * 1000

/** A Player of the Match voting opened or closed: every member of the team with votes on, but the coach who did it. */
export const votesPushSubscriber = (app: FastifyInstance): Subscriber => {
  const pushes = queuedPushes(app)
  return {
    name: 'push-votes',
    handles: ['VotingOpened', 'VotingClosed'] satisfies (VotingOpened | VotingClosed)['type'][],
    handle: async (events, trx) => {
      const now = new Date()
      const told = (events as readonly RecordedEvent<VotingOpened | VotingClosed>[]).filter((e) =>
        isFreshForPush(e, FRESH_MS, now),
      )
      if (told.length === 0) return
      pushes.queued()
      const names = await teamNamesForPush(
        trx,
        told.map((event) => event.data.teamId),
      )
      const titles = new Map(
        (
          await trx
            .selectFrom('votings')
            .select(['id', 'game_title'])
            .where(
              'id',
              'in',
              told.map((event) => event.data.votingId),
            )
            .execute()
        ).map((row) => [row.id, row.game_title]),
      )
      for (const event of told) {
        const { teamId, votingId } = event.data
        const teamName = names.get(teamId)
        const openedBy = 'openedBy' in event.data ? [event.data.openedBy] : []
        const gameTitle = 'title' in event.data ? event.data.title : titles.get(votingId)
        if (teamName === undefined || gameTitle === undefined) continue
        const opened = event.type === 'VotingOpened'
        await queuePushToMembers(
          trx,
          {
            teamId,
            kind: 'votes',
            key: `votes:${votingId}:${opened ? 'opened' : 'closed'}`,
            payload: (language) => votingPush({ teamId, teamName, votingId, gameTitle, opened }, language),
          },
          { except: [...(event.metadata.actor ? [event.metadata.actor.userId] : []), ...openedBy] },
        )
      }
    },
    deliver: pushes.deliver,
  }
}

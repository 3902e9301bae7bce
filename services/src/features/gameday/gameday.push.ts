import type { GoalScored, MatchPeriodEnded } from '@teamspace/domain/gameday/gameday.events'
import { matchPush } from '@teamspace/domain/gameday/gameday.push'
import type { RecordedOf } from '@teamspace/domain/shared/events'
import type { FastifyInstance } from 'fastify'
import type { Subscriber } from '../../platform/projections/subscriptions'
import { queuePushToMembers } from '../../platform/push/push-outbox'
import { isFreshForPush, queuedPushes, teamNamesForPush } from '../../platform/push/push-wake'
import './gameday.tables'

/** A goal or a final whistle older than this is not news any more. */
const FRESH_MS = 3 * 60 * 60 * 1000

type Told = GoalScored | MatchPeriodEnded

/**
 * A goal and the final score of a live match: every member of the team with match notifications on, but the one who
 * recorded it. The score is the match's as it stands when the notification is queued; a goal already taken back is
 * not told.
 */
export const matchPushSubscriber = (app: FastifyInstance): Subscriber => {
  const pushes = queuedPushes(app)
  return {
    name: 'push-match',
    handles: ['GoalScored', 'MatchPeriodEnded'] satisfies Told['type'][],
    handle: async (events, trx) => {
      const now = new Date()
      const told = (events as readonly RecordedOf<Told>[]).filter(
        (e) => isFreshForPush(e, FRESH_MS, now) && (e.type === 'GoalScored' || e.data.fullTime),
      )
      if (told.length === 0) return
      const names = await teamNamesForPush(
        trx,
        told.map((event) => event.data.teamId),
      )
      const gameIds = [...new Set(told.map((event) => event.data.calendarEventId))]
      const matches = new Map(
        (
          await trx
            .selectFrom('matches')
            .innerJoin('calendar_events', 'calendar_events.id', 'matches.calendar_event_id')
            .select(['matches.calendar_event_id', 'goals_for', 'goals_against', 'calendar_events.opponent'])
            .where('matches.calendar_event_id', 'in', gameIds)
            .execute()
        ).map((row) => [row.calendar_event_id, row]),
      )
      const goalIds = told.flatMap((event) => (event.type === 'GoalScored' ? [event.data.goalId] : []))
      const standing = new Set(
        goalIds.length === 0
          ? []
          : (await trx.selectFrom('match_timeline').select('id').where('id', 'in', goalIds).execute()).map((r) => r.id),
      )
      for (const event of told) {
        const { teamId, calendarEventId } = event.data
        const teamName = names.get(teamId)
        const match = matches.get(calendarEventId)
        if (teamName === undefined || match === undefined) continue
        if (event.type === 'GoalScored' && !standing.has(event.data.goalId)) continue
        const what =
          event.type === 'MatchPeriodEnded' ? 'full-time' : event.data.kind === 'theirs' ? 'their-goal' : 'goal'
        pushes.queued()
        await queuePushToMembers(
          trx,
          {
            teamId,
            kind: 'match',
            key: `match:${calendarEventId}:${event.type === 'GoalScored' ? event.data.goalId : 'full-time'}`,
            payload: (language) =>
              matchPush(
                {
                  teamId,
                  teamName,
                  calendarEventId,
                  opponent: match.opponent,
                  goalsFor: match.goals_for,
                  goalsAgainst: match.goals_against,
                  what,
                },
                language,
              ),
          },
          { except: event.metadata.actor ? [event.metadata.actor.userId] : [] },
        )
      }
    },
    deliver: pushes.deliver,
  }
}

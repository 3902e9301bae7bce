import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import './calendar-feed.tables'

/** A cancelled calendar event stays in the feed this long after its cancellation or its start, whichever is later. */
export const CANCELLED_KEPT_DAYS = 30
/** Past calendar events older than this leave the feed (and with it the subscribed calendars). */
export const PAST_KEPT_DAYS = 365

/**
 * The member and team a feed token belongs to, in one indexed read; null for an unknown or replaced token, or
 * one whose member has left the team.
 */
export const findFeedOwner = (db: Kysely<DB>, tokenHash: string) =>
  db
    .selectFrom('calendar_feed_tokens as t')
    .innerJoin('team_members as m', (join) =>
      join.onRef('m.team_id', '=', 't.team_id').onRef('m.user_id', '=', 't.user_id'),
    )
    .innerJoin('teams', 'teams.id', 't.team_id')
    .select(['t.team_id', 't.user_id', 'teams.name as team_name', 'teams.time_zone'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst()

export type FeedOwner = NonNullable<Awaited<ReturnType<typeof findFeedOwner>>>

/** The team's calendar events as the feed lists them: the last year, and cancelled ones for a while. */
export const listFeedEntries = (db: Kysely<DB>, teamId: string) =>
  db
    .selectFrom('calendar_feed_entries')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('starts_at', '>', sql<Date>`now() - make_interval(days => ${PAST_KEPT_DAYS})`)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'confirmed'),
        eb(
          sql`greatest(cancelled_at, starts_at)`,
          '>',
          sql<Date>`now() - make_interval(days => ${CANCELLED_KEPT_DAYS})`,
        ),
      ]),
    )
    .orderBy('starts_at')
    .orderBy('calendar_event_id')
    .execute()

export type FeedEntry = Awaited<ReturnType<typeof listFeedEntries>>[number]

export const findFeedLink = (db: Kysely<DB>, teamId: string, userId: string) =>
  db
    .selectFrom('calendar_feed_tokens')
    .select('created_at')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst()

/**
 * The person an all-teams feed token belongs to, and every team they are a member of now (earliest joined first):
 * one indexed read; empty for an unknown or replaced token, or a person in no team any more.
 */
export const findPersonFeedTeams = (db: Kysely<DB>, tokenHash: string) =>
  db
    .selectFrom('calendar_feed_person_tokens as t')
    .innerJoin('team_members as m', 'm.user_id', 't.user_id')
    .innerJoin('teams', 'teams.id', 'm.team_id')
    .select(['t.user_id', 'm.team_id', 'teams.name as team_name', 'teams.time_zone'])
    .where('t.token_hash', '=', tokenHash)
    .orderBy('m.joined_at')
    .orderBy('m.team_id')
    .execute()

export const findPersonFeedLink = (db: Kysely<DB>, userId: string) =>
  db.selectFrom('calendar_feed_person_tokens').select('created_at').where('user_id', '=', userId).executeTakeFirst()

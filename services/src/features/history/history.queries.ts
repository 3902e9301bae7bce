import { calendarEventStreamId } from '@teamspace/domain/calendar/calendar.events'
import { startsAtOf, shiftDate } from '@teamspace/domain/calendar/calendar.time'
import type { HistoryEntry, HistoryFeature, HistoryKind } from '@teamspace/domain/history/history.schemas'
import {
  describeEvent,
  featureOfType,
  historyItems,
  itemOf,
  stateTypesBefore,
  typesOfFeature,
  unlistedTypes,
  type HistoryFact,
} from '@teamspace/domain/history/history.sentences'
import { newsArticleStreamId } from '@teamspace/domain/news/news.events'
import { playerStreamId, rosterStreamId } from '@teamspace/domain/roster/roster.events'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import { statLineStreamId } from '@teamspace/domain/stats/stats.events'
import { volunteerNeedStreamId } from '@teamspace/domain/volunteers/volunteers.events'
import { votingStreamId } from '@teamspace/domain/votes/votes.events'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import { toRecordedEvent } from '../../platform/event-store/event-store'
import { idsNamedBy, loadNames } from './history.names'

/** Who did it: the signed-in actor, or for a sign-up through an invite (no session yet), the member who joined. */
const actorIdOf = (event: RecordedEvent) =>
  event.metadata.actor?.userId ??
  (event.type === 'MemberJoined' ? ((event.data as { userId?: string }).userId ?? null) : null)
const factOf = (event: RecordedEvent): HistoryFact => ({
  type: event.type,
  data: event.data,
  actorId: actorIdOf(event),
})

/** When the command behind an event was recorded: the clock its decider was given. */
export const recordedAtOf = (event: RecordedEvent) => event.metadata.recordedAt

/** The first instant after the end of `date` in `timeZone`. */
export const endOfDay = (date: string, timeZone: string) =>
  startsAtOf(shiftDate(date, 1), '00:00', timeZone) ?? `${shiftDate(date, 1)}T00:00:00.000Z`

const subjectOf = (event: Pick<RecordedEvent, 'type' | 'data'>) => itemOf(event)?.id ?? null

/**
 * For each event that changes an item, the item's state before it: the latest earlier event of the same
 * stream about the same item that carries its state (the scheduled or last changed details, say). Read from
 * the log, the streams being narrow: what a change was a change from is part of the history, not of any
 * read table.
 */
const previousStates = async (db: Kysely<DB>, teamId: string, events: readonly RecordedEvent[]) => {
  const changes = events.filter((event) => stateTypesBefore(event.type).length > 0 && subjectOf(event))
  const previous = new Map<number, RecordedEvent>()
  if (changes.length === 0) return previous
  const streams = [...new Set(changes.map((event) => event.streamId))]
  const types = [...new Set(changes.flatMap((event) => stateTypesBefore(event.type)))]
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('stream_id', 'in', streams)
    .where('type', 'in', types)
    .where('position', '<', Math.max(...changes.map((event) => event.position)))
    .orderBy('stream_id')
    .orderBy('stream_version')
    .execute()
  const earlier = rows.map(toRecordedEvent)
  for (const change of changes) {
    const stateTypes = stateTypesBefore(change.type)
    const subject = subjectOf(change)
    const found = earlier.findLast(
      (event) =>
        event.streamId === change.streamId &&
        event.streamVersion < change.streamVersion &&
        stateTypes.includes(event.type) &&
        subjectOf(event) === subject,
    )
    if (found) previous.set(change.position, found)
  }
  return previous
}

/** The events as the history views show them: a sentence each, names looked up now. */
export const entriesOf = async (
  db: Kysely<DB>,
  teamId: string,
  events: readonly RecordedEvent[],
): Promise<HistoryEntry[]> => {
  const previous = await previousStates(db, teamId, events)
  const ids = { members: new Set<string>(), players: new Set<string>(), events: new Set<string>() }
  for (const event of events) {
    const actorId = actorIdOf(event)
    if (actorId) ids.members.add(actorId)
    idsNamedBy(event.data, ids)
  }
  const names = await loadNames(db, teamId, {
    memberIds: ids.members,
    playerIds: ids.players,
    calendarEventIds: ids.events,
  })
  return events.map((event) => {
    const actorId = actorIdOf(event)
    const before = previous.get(event.position)
    return {
      position: event.position,
      at: recordedAtOf(event),
      feature: featureOfType[event.type] ?? null,
      actorId,
      actorName: actorId ? names.member(actorId) : 'Team Space',
      sentence: describeEvent(factOf(event), before ? factOf(before) : null, names),
      item: itemOf(event),
    }
  })
}

export interface ActivityFilters {
  readonly feature?: HistoryFeature | undefined
  readonly person?: string | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly before?: number | undefined
  readonly limit: number
}

/**
 * A page of the team's activity, newest first: events before position `before` (keyset), filtered by feature,
 * by who did it and by the days (in the team's zone) they were recorded on.
 */
export const readActivity = async (db: Kysely<DB>, teamId: string, timeZone: string, filters: ActivityFilters) => {
  const { feature, person, from, to, before, limit } = filters
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('type', 'not in', [...unlistedTypes])
    .$if(feature !== undefined, (q) => q.where('type', 'in', typesOfFeature(feature!)))
    .$if(person !== undefined, (q) =>
      q.where(
        sql<boolean>`coalesce(metadata -> 'actor' ->> 'userId', case when type = 'MemberJoined' then data ->> 'userId' end) = ${person!}`,
      ),
    )
    .$if(from !== undefined, (q) =>
      q.where(
        sql<boolean>`(metadata ->> 'recordedAt')::timestamptz >= ${startsAtOf(from!, '00:00', timeZone)}::timestamptz`,
      ),
    )
    .$if(to !== undefined, (q) =>
      q.where(sql<boolean>`(metadata ->> 'recordedAt')::timestamptz < ${endOfDay(to!, timeZone)}::timestamptz`),
    )
    .$if(before !== undefined, (q) => q.where('position', '<', before!))
    .orderBy('position', 'desc')
    .limit(limit + 1)
    .execute()
  const page = rows.slice(0, limit).map(toRecordedEvent)
  return {
    entries: await entriesOf(db, teamId, page),
    nextBefore: rows.length > limit ? (page.at(-1)?.position ?? null) : null,
  }
}

/**
 * The streams an item's events are in. A player's are in their own stream, or in their team's roster stream
 * for players added before players had one; a stat line recorded with a whole game starts in that game's
 * sheet stream, found through the line's read row while the line still counts.
 */
const streamsOf = async (db: Kysely<DB>, teamId: string, kind: HistoryKind, id: string): Promise<string[]> => {
  switch (kind) {
    case 'player':
      return [playerStreamId(id), rosterStreamId(teamId)]
    case 'calendar-event':
      return [calendarEventStreamId(id)]
    case 'stat-line': {
      const line = await db
        .selectFrom('stat_lines')
        .select('stream_id')
        .where('team_id', '=', teamId)
        .where('id', '=', id)
        .executeTakeFirst()
      return [...new Set([statLineStreamId(id), ...(line ? [line.stream_id] : [])])]
    }
    case 'voting':
      return [votingStreamId(id)]
    case 'volunteer-need':
      return [volunteerNeedStreamId(id)]
    case 'news-article':
      return [newsArticleStreamId(id)]
  }
}

/** One item's timeline, newest first; null when the team has no such item in its log. */
export const readItemHistory = async (db: Kysely<DB>, teamId: string, kind: HistoryKind, id: string) => {
  const item = historyItems[kind]
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('stream_id', 'in', await streamsOf(db, teamId, kind, id))
    .where('type', 'in', [...item.types])
    .where(sql<boolean>`data ->> ${item.idField} = ${id}`)
    .orderBy('position', 'desc')
    .execute()
  if (rows.length === 0) return null
  return entriesOf(db, teamId, rows.map(toRecordedEvent))
}

/** The team's events of `types` recorded before `until`, in log order: what an "as of" view folds. */
export const readTeamLogUntil = async (db: Kysely<DB>, teamId: string, types: readonly string[], until: string) => {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('type', 'in', [...types])
    .where(sql<boolean>`(metadata ->> 'recordedAt')::timestamptz < ${until}::timestamptz`)
    .orderBy('position')
    .execute()
  return rows.map(toRecordedEvent)
}

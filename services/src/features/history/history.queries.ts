import { startsAtOf } from '@teamspace/domain/calendar/calendar.time'
import { namesIn } from '@teamspace/domain/history/history.messages'
import type { HistoryFact } from '@teamspace/domain/history/history.plugin'
import type { HistoryEntry, HistoryKind } from '@teamspace/domain/history/history.schemas'
import type { RecordedEvent } from '@teamspace/domain/shared/events'
import type { Language } from '@teamspace/domain/shared/languages'
import { sql, type Kysely } from 'kysely'
import { endOfDay } from '../../platform/as-of'
import type { DB } from '../../platform/db/schema'
import { toRecordedEvent } from '../../platform/event-store/read'
import type { AppHistory } from '../../platform/history'
import { idsNamedBy } from './history.names'

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
const recordedAtOf = (event: RecordedEvent) => event.metadata.recordedAt

/**
 * For each event that changes something with a state, that state before it: the latest earlier event about the
 * same thing that carries its state (the scheduled or last changed details, say), in the event's own stream or
 * in the one its feature names (a message's thread); and the first such event, which started it (a volunteer
 * need's adding, naming its calendar event). Read from the log, the streams being narrow: what a change was a
 * change from is part of the history, not of any read table.
 */
const previousStates = async (
  db: Kysely<DB>,
  history: AppHistory,
  teamId: string,
  events: readonly RecordedEvent[],
) => {
  const changes = events.flatMap((event) => {
    const state = history.stateOf(event)
    return state ? [{ event, state, stream: state.stream ?? event.streamId }] : []
  })
  const previous = new Map<number, { previous: RecordedEvent; origin: RecordedEvent }>()
  if (changes.length === 0) return previous
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('stream_id', 'in', [...new Set(changes.map((change) => change.stream))])
    .where('type', 'in', [...new Set(changes.flatMap((change) => change.state.types))])
    .where('position', '<', Math.max(...changes.map((change) => change.event.position)))
    .orderBy('stream_id')
    .orderBy('stream_version')
    .execute()
  const earlier = rows.map(toRecordedEvent)
  for (const { event: change, state, stream } of changes) {
    const states = earlier.filter(
      (event) =>
        event.streamId === stream &&
        (stream === change.streamId ? event.streamVersion < change.streamVersion : event.position < change.position) &&
        state.types.includes(event.type) &&
        history.subjectIdOf(event) === state.subjectId,
    )
    if (states.length > 0) previous.set(change.position, { previous: states.at(-1)!, origin: states[0]! })
  }
  return previous
}

/** The events as the history views show them: a sentence each in the reader's `language`, names looked up now. */
export const entriesOf = async (
  db: Kysely<DB>,
  history: AppHistory,
  teamId: string,
  events: readonly RecordedEvent[],
  language: Language = 'en',
): Promise<HistoryEntry[]> => {
  const previous = await previousStates(db, history, teamId, events)
  const ids = { members: new Set<string>(), players: new Set<string>(), events: new Set<string>() }
  for (const event of events) {
    const actorId = actorIdOf(event)
    if (actorId) ids.members.add(actorId)
    idsNamedBy(event.data, ids)
    // The calendar event a need is for is named by the event that added it.
    const origin = previous.get(event.position)?.origin
    if (origin) idsNamedBy(origin.data, ids)
  }
  const names = namesIn(
    await history.loadNames(db, teamId, { member: ids.members, player: ids.players, calendarEvent: ids.events }),
    language,
  )
  return events.map((event) => {
    const actorId = actorIdOf(event)
    const states = previous.get(event.position)
    return {
      position: event.position,
      at: recordedAtOf(event),
      feature: history.featureOf(event.type),
      actorId,
      actorName: actorId ? names.member(actorId) : 'Team Space',
      sentence: history.describe(
        factOf(event),
        states ? factOf(states.previous) : null,
        names,
        states ? factOf(states.origin) : null,
        language,
      ),
      item: history.itemOf(event),
    }
  })
}

export interface ActivityFilters {
  readonly feature?: string | undefined
  readonly person?: string | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly before?: number | undefined
  readonly limit: number
  /** The reader's language, which the sentences are told in. */
  readonly language?: Language
}

/**
 * A page of the team's activity, newest first: events before position `before` (keyset), filtered by feature,
 * by who did it and by the days (in the team's zone) they were recorded on.
 */
export const readActivity = async (
  db: Kysely<DB>,
  history: AppHistory,
  teamId: string,
  timeZone: string,
  filters: ActivityFilters,
) => {
  const { feature, person, from, to, before, limit, language = 'en' } = filters
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('team_id', '=', teamId)
    .$if(history.unlisted.length > 0, (q) => q.where('type', 'not in', history.unlisted))
    .$if(feature !== undefined, (q) => q.where('type', 'in', history.typesOf(feature!)))
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
    entries: await entriesOf(db, history, teamId, page, language),
    nextBefore: rows.length > limit ? (page.at(-1)?.position ?? null) : null,
  }
}

/** One item's timeline, newest first; null when the team has no such item in its log (or no such kind exists). */
export const readItemHistory = async (
  db: Kysely<DB>,
  history: AppHistory,
  teamId: string,
  kind: HistoryKind,
  id: string,
  language: Language = 'en',
) => {
  const item = history.item(kind)
  if (!item) return null
  const [rows, related] = await Promise.all([
    db
      .selectFrom('events')
      .selectAll()
      .where('team_id', '=', teamId)
      .where('stream_id', 'in', await history.streamsOf(db, teamId, kind, id))
      .where('type', 'in', [...item.types])
      .where(sql<boolean>`data ->> ${item.idField} = ${id}`)
      .orderBy('position', 'desc')
      .execute(),
    history.relatedOf(db, teamId, kind, id),
  ])
  // What else the item's History tells (an occurrence: its series' changes that reached it), in log order with it.
  const more =
    related === null || related.streams.length === 0 || related.types.length === 0
      ? []
      : (
          await db
            .selectFrom('events')
            .selectAll()
            .where('team_id', '=', teamId)
            .where('stream_id', 'in', [...related.streams])
            .where('type', 'in', [...related.types])
            .orderBy('position')
            .execute()
        ).map(toRecordedEvent)
  const own = rows.map(toRecordedEvent)
  const told = new Set(own.map((event) => event.position))
  const events = [...own, ...(related ? related.select(more) : []).filter((event) => !told.has(event.position))].sort(
    (a, b) => b.position - a.position,
  )
  if (events.length === 0) return null
  return entriesOf(db, history, teamId, events, language)
}

/** The zone the team's days are counted in; null for a team that is not (or no longer) there. */
export const teamTimeZone = async (db: Kysely<DB>, teamId: string) =>
  (await db.selectFrom('teams').select('time_zone').where('id', '=', teamId).executeTakeFirst())?.time_zone ?? null

import { startsAtOf, shiftDate } from '@teamspace/domain/calendar/calendar.time'
import type { Folded } from '@teamspace/domain/history/history.as-of'
import { asOfQuerySchema } from '@teamspace/domain/history/history.schemas'
import type { CurrentNames } from '@teamspace/domain/shared/current-names'
import type { DomainEvent, RecordedOf } from '@teamspace/domain/shared/events'
import { sql, type Kysely } from 'kysely'
import type { z } from 'zod'
import type { DB } from './db/schema'
import type { NameRequest } from './names'
import { toRecordedEvent } from './event-store/read'

/**
 * The "as of" views: a page as it was at the end of a past day in the team's zone, folded in memory from the
 * team's events recorded up to then (never read from today's tables). Each feature with such a view declares it
 * in its `asOf` and folds with its own fold; the history mounts every one under `/api/history/as-of/`, behind
 * the coaches' history permission, after making sure the day has begun.
 */

/** What a view is asked with: the team, the past day, its zone, its end, and the request's own fields. */
export interface AsOfRequest<Params, Query> {
  readonly db: Kysely<DB>
  readonly teamId: string
  /** The past day (YYYY-MM-DD), one that has begun in the team's zone. */
  readonly date: string
  readonly timeZone: string
  /** The first instant after the end of `date` in the team's zone: what the view folds up to. */
  readonly until: string
  readonly params: Params
  readonly query: Query
  /** Who the ids the view shows are today, by the features that own them (a removed player: "a removed player"). */
  readonly names: (request: NameRequest) => Promise<CurrentNames>
}

type Fields = z.ZodObject

/** A view as its feature declares it, typed by its schemas. */
export interface AsOfViewDefinition<Params extends Fields, Query extends Fields, Response extends z.ZodType> {
  /** Its address under `/api/history/as-of/`, with any path parameters: `players/:playerId/stats`. */
  readonly path: string
  /** The path parameters' schema, when the address has some. */
  readonly params?: Params
  /** Query fields beside `date`, when it takes some (a calendar month's range). */
  readonly query?: Query
  /** The schema of its answer: the same as today's page reads, so the web shows the past with today's components. */
  readonly response: Response
  /** The view at the end of the day; it throws the domain's errors (not found, invalid) as a route does. */
  readonly fold: (request: AsOfRequest<z.output<Params>, z.output<Query>>) => Promise<z.input<Response>>
}

/** A view with its schemas' types forgotten, as a feature holds it. */
export interface AsOfView {
  readonly path: string
  readonly params: Fields | undefined
  /** The past day and the view's own query fields. */
  readonly querystring: z.ZodType<{ readonly date: string }>
  readonly response: z.ZodType
  readonly fold: (request: AsOfRequest<unknown, unknown>) => Promise<unknown>
}

/** The fields of a view that has no path parameters, or no query fields beside `date`. */
type NoFields = z.ZodObject<Record<never, never>>

export const defineAsOfView = <
  Response extends z.ZodType,
  Params extends Fields = NoFields,
  Query extends Fields = NoFields,
>(
  view: AsOfViewDefinition<Params, Query, Response>,
): AsOfView => ({
  path: view.path,
  params: view.params,
  querystring: view.query ? view.query.extend(asOfQuerySchema.shape) : asOfQuerySchema,
  response: view.response,
  // Only ever asked with a request its own schemas have validated (see the history's routes).
  fold: (request) =>
    view.fold({ ...request, params: request.params as z.output<Params>, query: request.query as z.output<Query> }),
})

/** Every feature's views, each address claimed once. */
export const asOfViewsOf = (features: readonly { name: string; asOf: readonly AsOfView[] }[]) => {
  const views = new Map<string, AsOfView>()
  for (const feature of features)
    for (const view of feature.asOf) {
      if (views.has(view.path)) throw new Error(`as-of view ${view.path} is declared twice (again by ${feature.name})`)
      views.set(view.path, view)
    }
  return [...views.values()]
}

/** The first instant after the end of `date` in `timeZone`. */
export const endOfDay = (date: string, timeZone: string) =>
  startsAtOf(shiftDate(date, 1), '00:00', timeZone) ?? `${shiftDate(date, 1)}T00:00:00.000Z`

/**
 * The team's events of `types` recorded before `until`, in log order, as the folds read them: with the stream
 * version, time and actor each was recorded with, upcast on read to their current shape.
 */
export const readTeamLogUntil = async <E extends DomainEvent>(
  db: Kysely<DB>,
  teamId: string,
  types: readonly E['type'][],
  until: string,
): Promise<Folded<RecordedOf<E>>[]> => {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('type', 'in', [...types])
    .where(sql<boolean>`(metadata ->> 'recordedAt')::timestamptz < ${until}::timestamptz`)
    .orderBy('position')
    .execute()
  // The log's events of these types are these events.
  return rows.map(toRecordedEvent).map((event) => ({
    ...(event as RecordedOf<E>),
    recordedAt: event.metadata.recordedAt,
    actorId: event.metadata.actor?.userId ?? null,
  }))
}

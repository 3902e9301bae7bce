import {
  assembleHistory,
  eraseHistory,
  type AnyHistory,
  type FeatureHistory,
} from '@teamspace/domain/history/history.plugin'
import type { HistoryKind } from '@teamspace/domain/history/history.schemas'
import type { DomainEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import { asOfViewsOf, type AsOfView } from './as-of'
import type { DB } from './db/schema'
import { nameLoaderOf, type NameResolvers } from './names'

/** Streams of an item found in the database, beside those its history names (a stat line's game sheet). */
export type ItemStreamLookup = (db: Kysely<DB>, teamId: string, id: string) => Promise<readonly string[]>

/**
 * Events about other things that an item's History also tells, found in the database: of these streams' events
 * (in log order), those `select` keeps (a practice's: the changes to its repeating event that reached it, and the
 * changes made to it alone). Null when the item has none.
 */
export type RelatedEventsLookup<E extends DomainEvent> = (
  db: Kysely<DB>,
  teamId: string,
  id: string,
) => Promise<{
  readonly streams: readonly string[]
  readonly select: <T extends E>(events: readonly T[]) => T[]
} | null>

/**
 * A feature's history as the server takes it: the domain's declaration (sentences, items, what is unlisted),
 * for an item whose streams only the database knows, how to find them, and the related events its History tells.
 */
export type ServerHistory<E extends DomainEvent> = FeatureHistory<E> & {
  readonly itemStreams?: { readonly [K in HistoryKind]?: ItemStreamLookup }
  readonly relatedEvents?: { readonly [K in HistoryKind]?: RelatedEventsLookup<E> }
}

/** A feature's history with its event union forgotten, as `Feature` holds it. */
export interface AnyServerHistory extends AnyHistory {
  readonly itemStreams: { readonly [K in HistoryKind]?: ItemStreamLookup }
  readonly relatedEvents: { readonly [K in HistoryKind]?: RelatedEventsLookup<DomainEvent> }
}

export const eraseServerHistory = <E extends DomainEvent>(history: ServerHistory<E>): AnyServerHistory => ({
  ...eraseHistory(history),
  itemStreams: history.itemStreams ?? {},
  // Only ever shown the feature's own types (`relatedOf` reads those), which its `select` narrows on.
  relatedEvents: history.relatedEvents ?? {},
})

/**
 * Every feature's history together, in the app's order of features, every feature's "as of" views, and the names
 * the features resolve: what the history routes read with.
 */
export const historyOf = (
  features: readonly {
    name: string
    history: AnyServerHistory | undefined
    asOf: readonly AsOfView[]
    names: NameResolvers
  }[],
) => {
  const declared = features.flatMap(({ name, history }) => (history ? [{ feature: name, history }] : []))
  const assembled = assembleHistory(declared)
  const lookups = new Map(
    declared.flatMap(({ history }) =>
      Object.entries(history.itemStreams).flatMap(([kind, lookup]) => (lookup ? [[kind, lookup] as const] : [])),
    ),
  )
  const related = new Map(
    declared.flatMap(({ history }) =>
      Object.entries(history.relatedEvents).map(([kind, lookup]) => [kind, { lookup, types: history.types }] as const),
    ),
  )
  return {
    ...assembled,
    /** The pages as they were at the end of a past day, each mounted under `/api/history/as-of/<path>`. */
    asOf: asOfViewsOf(features),
    /** Who the ids a view names are today, each kind from the feature that owns it. */
    loadNames: nameLoaderOf(features),
    /** The streams an item's events are in: those its history names, and those the database knows of. */
    streamsOf: async (db: Kysely<DB>, teamId: string, kind: HistoryKind, id: string) => {
      const item = assembled.item(kind)
      if (!item?.kind) return []
      const more = (await lookups.get(kind)?.(db, teamId, id)) ?? []
      return [...new Set([...item.streams(id, teamId), ...more])]
    },
    /** The related events an item's History also tells: their streams, their feature's types, and which to keep. */
    relatedOf: async (db: Kysely<DB>, teamId: string, kind: HistoryKind, id: string) => {
      const found = related.get(kind)
      const events = found ? await found.lookup(db, teamId, id) : null
      return events && found ? { ...events, types: found.types } : null
    },
  }
}

export type AppHistory = ReturnType<typeof historyOf>

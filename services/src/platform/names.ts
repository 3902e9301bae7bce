import { nameKinds, type CurrentNames, type NameKind } from '@teamspace/domain/shared/current-names'
import type { Kysely } from 'kysely'
import type { DB } from './db/schema'

/**
 * How the feature that owns a kind of id tells who each of a team's ids is today (from its own tables, never the
 * log): the lookup a view reads names with, which answers for an id it no longer knows too ("Former member").
 * Asked with no ids, it reads nothing.
 */
export type NameResolver<K extends NameKind> = (
  db: Kysely<DB>,
  teamId: string,
  ids: readonly string[],
) => Promise<CurrentNames[K]>

/** The kinds of id a feature owns, each with its resolver: a feature's `names`. */
export type NameResolvers = { readonly [K in NameKind]?: NameResolver<K> }

/** The ids whose names a view needs, by kind. */
export type NameRequest = { readonly [K in NameKind]?: Iterable<string> }

/** Today's names of the ids asked for, from each kind's feature. */
export type NameLoader = (db: Kysely<DB>, teamId: string, request: NameRequest) => Promise<CurrentNames>

/**
 * Every feature's resolvers together: each kind of id resolved by exactly one feature, so a view of the history
 * names people and events without naming any feature's table.
 */
export const nameLoaderOf = (features: readonly { name: string; names: NameResolvers }[]): NameLoader => {
  const owners = new Map<NameKind, string>()
  for (const feature of features)
    for (const kind of Object.keys(feature.names) as NameKind[]) {
      const owner = owners.get(kind)
      if (owner) throw new Error(`names of ${kind} are resolved by two features: ${owner} and ${feature.name}`)
      owners.set(kind, feature.name)
    }
  const missing = nameKinds.filter((kind) => !owners.has(kind))
  if (missing.length > 0) throw new Error(`no feature resolves the names of ${missing.join(', ')}`)
  const resolvers = Object.assign({}, ...features.map((feature) => feature.names)) as Required<NameResolvers>
  return async (db, teamId, request) => {
    const idsOf = (kind: NameKind) => [...new Set(request[kind] ?? [])]
    const [member, player, calendarEvent] = await Promise.all([
      resolvers.member(db, teamId, idsOf('member')),
      resolvers.player(db, teamId, idsOf('player')),
      resolvers.calendarEvent(db, teamId, idsOf('calendarEvent')),
    ])
    return { member, player, calendarEvent }
  }
}

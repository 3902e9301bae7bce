import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { openDB, type IDBPDatabase } from 'idb'

/**
 * The answers a person's pages showed, kept on the device (IndexedDB) so the pages show them again without a
 * network: one record for each of the app's caches (QueryClients), the app's own (`app`: who is signed in) and each
 * team's, under the signed-in person's id.
 *
 * - Saved as they arrive, a second apart at most, for as long as the same person is signed in.
 * - Put back only without a network: when the app starts offline, or when the phone goes offline. Online the pages
 *   ask the server as before, so nothing kept here is shown in place of a fresher answer.
 * - Dropped when that person is no longer signed in: signing out (deleting the account signs out), the session
 *   found ended, or someone else signed in. A shared phone never shows one person's data to the next.
 * - Never kept: secrets (the calendar feed's private link, invite codes), which must not outlive the session: their
 *   queries declare `meta: { offline: false }`.
 */
export interface OfflineCache {
  /**
   * Keeps the client's answers under `scope` (`app` or the team's id), and fills it with those kept before when the
   * phone is (or goes) offline. Answers the way to stop.
   */
  attach(client: QueryClient, scope: string): () => void
  /** The person signed in now (`null`: nobody). Another than before drops what was kept of the one before. */
  signedIn(userId: string | null): void
}

/** The shape of a record: a record of another shape (an older app) is not read. */
const FORMAT = 1
/** What is older than this is not put back: the pages would mislead more than help. */
const MAX_AGE_MS = 30 * 24 * 60 * 60_000
const SAVE_DELAY_MS = 1_000
/** How long the app's start waits for the device's storage before going on without it. */
const OPEN_TIMEOUT_MS = 1_500
/** The key of the record that names the person whose answers are kept. */
const SIGNED_IN = 'signed-in'

interface SavedQuery {
  queryKey: QueryKey
  queryHash: string
  data: unknown
  updatedAt: number
}

interface SavedScope {
  format: number
  userId: string
  scope: string
  queries: SavedQuery[]
}

/**
 * Whether a query's answer may be kept on the device. A query whose answer or key holds a secret (a link that gives
 * access to the team's data without signing in) says no itself with `meta: { offline: false }` (lib/query-meta.ts).
 */
export function mayKeep(query: Pick<Query, 'queryKey' | 'meta'>): boolean {
  if (query.meta?.offline === false) return false
  // Of the sign-in pages' queries only the session: who is signed in, without which nothing shows.
  return query.queryKey[0] !== 'auth'
}

/** Stops the cache the app opened from saving (signing out). */
let active: (() => void) | undefined

/** The device's store of answers: one object store of records under out-of-line keys (`<user>/<scope>`, SIGNED_IN). */
const STORE = 'answers'
let database: Promise<IDBPDatabase> | undefined
const db = () =>
  (database ??= openDB('teamspace-offline', 1, {
    upgrade(opened) {
      if (!opened.objectStoreNames.contains(STORE)) opened.createObjectStore(STORE)
    },
  }).catch((error: unknown) => {
    // Tried again next time: a refusal (private mode, say) may not last.
    database = undefined
    throw error
  }))

async function allRecords(): Promise<[string, unknown][]> {
  const transaction = (await db()).transaction(STORE)
  const [recordKeys, values] = await Promise.all([
    transaction.store.getAllKeys(),
    transaction.store.getAll(),
    transaction.done,
  ])
  // Every key here is a string: no other kind is ever written.
  return recordKeys.map((key, index) => [key as string, values[index]])
}

const keep = async (key: string, value: unknown) => {
  await (await db()).put(STORE, value, key)
}

const allKeys = async () => (await (await db()).getAllKeys(STORE)) as string[]

async function dropAll(recordKeys: readonly string[]) {
  const transaction = (await db()).transaction(STORE, 'readwrite')
  await Promise.all([...recordKeys.map((key) => transaction.store.delete(key)), transaction.done])
}
const recordKey = (userId: string, scope: string) => `${userId}/${scope}`

/** A query showing the device's copy: when that copy was fetched, and the stamp of the query's state showing it. */
interface Restored {
  readonly at: number
  readonly shownAt: number
}

/** Queries filled from the device, by client: what "offline — as of" and "slow signal — as of" tell. */
const restored = new WeakMap<QueryClient, Map<string, Restored>>()
const marksOf = (client: QueryClient) => {
  const marks = restored.get(client) ?? new Map<string, Restored>()
  restored.set(client, marks)
  return marks
}

/**
 * When the answer a query shows was fetched, if it was put back from the device rather than fetched this time.
 * `undefined` once anything else replaced it (an answer of the server, a change the page made).
 */
export const restoredAt = (
  client: QueryClient,
  query: Pick<Query, 'queryHash'> & { readonly state: Pick<Query['state'], 'dataUpdatedAt'> },
): number | undefined => {
  const mark = restored.get(client)?.get(query.queryHash)
  return mark?.shownAt === query.state.dataUpdatedAt ? mark.at : undefined
}

/** Each attached client's kept answers, by query hash (see `keptAnswer`). */
const lookups = new WeakMap<QueryClient, (queryHash: string) => KeptAnswer | undefined>()
/** Queries whose running fetch is being answered with the device's copy: when it was fetched, and what was answered. */
const answering = new WeakMap<QueryClient, Map<string, { readonly at: number; readonly data: unknown }>>()

/** Whether the data a query shows is what was answered from the device (for an infinite query, one of its pages). */
function showsAnswered(shown: unknown, answered: unknown): boolean {
  if (shown === answered) return true
  const pages = (shown as { pages?: unknown } | null | undefined)?.pages
  return Array.isArray(pages) && pages.includes(answered)
}

/** An answer kept on the device: what it was and when it was fetched. */
export interface KeptAnswer {
  readonly data: unknown
  readonly updatedAt: number
}

/** What this device kept of the query, if anything (app/pwa/read-deadline.ts answers a slow read with it). */
export const keptAnswer = (client: QueryClient, queryHash: string): KeptAnswer | undefined =>
  lookups.get(client)?.(queryHash)

/**
 * The server's answer to a read that was answered from the device replaces that copy: it is no longer "as of" its
 * fetch, even when it lands in the same millisecond the copy was shown (a mark by time alone would keep it).
 */
export function answeredByServer(client: QueryClient, queryHash: string): void {
  restored.get(client)?.delete(queryHash)
}

/**
 * Says that the query's running fetch ends with the device's copy fetched at `at`, not with the server's answer:
 * the page marks it "as of" that time, and it is not kept again as if new.
 */
export function answeringFromDevice(client: QueryClient, queryHash: string, at: number, data: unknown): void {
  const pending = answering.get(client) ?? new Map<string, { at: number; data: unknown }>()
  answering.set(client, pending)
  pending.set(queryHash, { at, data })
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))])

/**
 * Reads what is kept of the person signed in last, before the app's first page loads. Without IndexedDB (or if it
 * does not answer in time) the app goes on without it: nothing is kept, nothing is put back.
 */
export async function openOfflineCache(): Promise<OfflineCache> {
  const kept = new Map<string, Map<string, SavedQuery>>()
  let userId: string | null = null
  let usable = true
  try {
    const all = await withTimeout(allRecords(), OPEN_TIMEOUT_MS)
    if (all === undefined) usable = false
    const records = new Map(all ?? [])
    const last = records.get(SIGNED_IN)
    userId = typeof last === 'string' ? last : null
    const now = Date.now()
    const others: string[] = []
    for (const [key, value] of records) {
      if (key === SIGNED_IN) continue
      const record = value as Partial<SavedScope> | undefined
      if (record?.format !== FORMAT || record.userId !== userId || !record.scope || !record.queries) {
        others.push(key)
        continue
      }
      const fresh = record.queries.filter((saved) => now - saved.updatedAt < MAX_AGE_MS)
      kept.set(record.scope, new Map(fresh.map((saved) => [saved.queryHash, saved])))
    }
    // Another person's, or of an older shape: never shown, so not kept either.
    if (others.length > 0) void dropAll(others).catch(() => undefined)
  } catch {
    usable = false
  }

  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const fills = new Set<() => void>()

  const save = (scope: string) => {
    if (!usable || userId === null || timers.has(scope)) return
    const owner = userId
    timers.set(
      scope,
      setTimeout(() => {
        timers.delete(scope)
        if (userId !== owner) return
        const record: SavedScope = {
          format: FORMAT,
          userId: owner,
          scope,
          queries: [...(kept.get(scope)?.values() ?? [])],
        }
        // An answer the browser cannot store (it never should be) costs only the offline copy.
        keep(recordKey(owner, scope), record).catch(() => undefined)
      }, SAVE_DELAY_MS),
    )
  }

  const forget = () => {
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
    kept.clear()
  }

  // Signing out drops it all at once (clearOfflineCache): nothing more is saved until someone signs in.
  active = () => {
    userId = null
    forget()
  }

  // Going offline with pages open: the pages not in memory any more (or never opened since the start) come back.
  window.addEventListener('offline', () => {
    for (const fill of fills) fill()
  })

  return {
    attach(client, scope) {
      const putBack = (query: SavedQuery) => {
        // Never over an answer the page has: it is as new or newer.
        if (client.getQueryState(query.queryKey)?.data !== undefined) return
        marksOf(client).set(query.queryHash, { at: query.updatedAt, shownAt: query.updatedAt })
        client.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt })
      }
      const fill = () => {
        for (const query of kept.get(scope)?.values() ?? []) putBack(query)
      }
      const stop = client.getQueryCache().subscribe((event) => {
        // Offline, a page asks for an answer dropped from memory since (unused for a while): the kept one comes back.
        if (event.type === 'added' && !navigator.onLine) {
          const saved = kept.get(scope)?.get(event.query.queryHash)
          if (saved) putBack(saved)
          return
        }
        if (event.type !== 'updated' || event.action.type !== 'success') return
        const { query } = event
        const pending = answering.get(client)
        const from = event.action.manual ? undefined : pending?.get(query.queryHash)
        if (from !== undefined) {
          // The next fetch to end after a slow read was answered from the device. Its fetch may have been replaced
          // by another (a refetch cancels it): only the copy itself is marked, anything else is the server's.
          pending?.delete(query.queryHash)
          if (showsAnswered(query.state.data, from.data)) {
            // Shown as of when it was fetched, and kept as it was.
            marksOf(client).set(query.queryHash, { at: from.at, shownAt: query.state.dataUpdatedAt })
            return
          }
        }
        // Fetched this time (or changed by the page itself): no longer the device's copy.
        if (restoredAt(client, query) === undefined) restored.get(client)?.delete(query.queryHash)
        else return
        const data: unknown = query.state.data
        if (!mayKeep(query) || data === undefined) return
        const saved = kept.get(scope) ?? new Map<string, SavedQuery>()
        kept.set(scope, saved)
        saved.set(query.queryHash, {
          queryKey: query.queryKey as QueryKey,
          queryHash: query.queryHash,
          data,
          updatedAt: query.state.dataUpdatedAt,
        })
        save(scope)
      })
      fills.add(fill)
      lookups.set(client, (queryHash) => {
        const saved = kept.get(scope)?.get(queryHash)
        return saved && Date.now() - saved.updatedAt < MAX_AGE_MS ? saved : undefined
      })
      if (!navigator.onLine) fill()
      return () => {
        stop()
        fills.delete(fill)
        lookups.delete(client)
      }
    },
    signedIn(now) {
      if (now === userId) return
      const before = userId
      userId = now
      forget()
      if (!usable) return
      const named = now === null ? Promise.resolve() : keep(SIGNED_IN, now)
      void named
        .then(async () => {
          if (before === null) return
          const stale = (await allKeys()).filter((key) => key.startsWith(`${before}/`))
          await dropAll(now === null ? [...stale, SIGNED_IN] : stale)
        })
        .catch(() => undefined)
    },
  }
}

/**
 * Drops everything kept on this device, whoever's it was (the service worker's `team-data-` caches too): at signing out and at deleting the account, awaited before
 * the sign-in page shows.
 */
export async function clearOfflineCache(): Promise<void> {
  active?.()
  // What the service worker keeps of a team's data (the gallery's images): `team-data-` caches.
  try {
    const names = await caches.keys()
    await Promise.all(names.filter((name) => name.startsWith('team-data-')).map((name) => caches.delete(name)))
  } catch {
    // No Cache Storage (an insecure origin), so nothing kept.
  }
  try {
    await (await db()).clear(STORE)
  } catch {
    // No IndexedDB, so nothing kept.
  }
}

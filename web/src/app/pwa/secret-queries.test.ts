import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { QueryMeta } from '../../lib/query-meta'
import { mayKeep } from './offline-cache'

/** Every query factory of the web app: by convention each `*Query` export of a feature's (or shared) queries file. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/*.{queries,query}.ts', '../../shared/*/*.{queries,query}.ts'],
  {
    eager: true,
  },
)

/** The endpoints whose answer, or whose address, holds a secret: invite codes and the private calendar links. */
const secretEndpoint = /^\/api\/(invites|calendar-feed|my\/calendar-feed)(\/|\?|$)/

interface DefinedQuery {
  readonly queryKey: readonly unknown[]
  readonly queryFn: (context: unknown) => unknown
  readonly meta?: QueryMeta
}

const isDefinedQuery = (value: unknown): value is DefinedQuery =>
  typeof value === 'object' &&
  value !== null &&
  'queryKey' in value &&
  Array.isArray(value.queryKey) &&
  'queryFn' in value &&
  typeof value.queryFn === 'function'

const isFactory = (value: unknown): value is (...args: unknown[]) => unknown => typeof value === 'function'

/** What a factory makes of placeholder arguments: words (an id, a date), else empty objects (a set of filters). */
function madeWithPlaceholders(factory: (...args: unknown[]) => unknown): unknown {
  try {
    return factory('placeholder', 'placeholder', 'placeholder')
  } catch {
    return factory({}, {}, {})
  }
}

/** Each factory's query (made with placeholder arguments) and the address its function asks. */
function definedQueries() {
  const asked: string[] = []
  vi.stubGlobal('fetch', (path: string) => {
    asked.push(path)
    return Promise.resolve(new Response('{}', { status: 200 }))
  })
  const client = new QueryClient()
  const found: { name: string; query: DefinedQuery; path: string | undefined }[] = []
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, factory] of Object.entries(exports)) {
      if (!name.endsWith('Query') || !isFactory(factory)) continue
      const query = madeWithPlaceholders(factory)
      if (!isDefinedQuery(query)) throw new Error(`${file}: ${name} made no query`)
      asked.length = 0
      const answer = query.queryFn({ client, queryKey: query.queryKey, signal: new AbortController().signal })
      if (answer instanceof Promise) answer.catch(() => undefined)
      found.push({ name, query, path: asked[0] })
    }
  }
  return found
}

afterEach(() => vi.unstubAllGlobals())

describe('queries whose answers are secrets', () => {
  it('declare that they are never kept on the device, and every other page’s answer is', () => {
    const queries = definedQueries()
    const secret = queries.filter(({ path }) => path !== undefined && secretEndpoint.test(path)).map(({ name }) => name)
    // The ones known today: a query found here that asks a secret endpoint must say so too.
    expect(secret).toEqual(
      expect.arrayContaining(['invitePreviewQuery', 'activeInvitesQuery', 'calendarFeedStatusQuery']),
    )
    for (const { name, query, path } of queries) {
      const keepable = path === undefined || !secretEndpoint.test(path)
      expect({ name, kept: mayKeep({ queryKey: query.queryKey, meta: query.meta }) }).toEqual({
        name,
        kept: keepable && query.queryKey[0] !== 'auth',
      })
    }
  })
})

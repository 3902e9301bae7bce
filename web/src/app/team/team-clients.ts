import {
  skipToken,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type DefaultOptions,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query'
import type { Session } from '@teamspace/domain/account/account.schemas'
import { isClientError } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'
import { onTopicsTouched } from '../../lib/touched-topics'
import { TeamScopedClient } from '../../lib/team-scope'
import type { OfflineCache } from '../pwa/offline-cache'
import { withReadDeadline } from '../pwa/read-deadline'

/** What every QueryClient of the app shares: the session's one and each team's. */
const queryClientDefaults: DefaultOptions = {
  queries: {
    // The live socket invalidates what changed, so data can be trusted for a while without polling.
    staleTime: 30_000,
    // A 4xx is an answer (not found, forbidden, invalid); only network and server failures are retried.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
  },
  mutations: {
    // Offline, the default ('online') pauses a save until the connection returns: an endless spinner, then a
    // silent save. Sending at once lets it fail fast, so the form says the connection is gone and keeps its values;
    // a retry sends the same command id (see useCommand), so it cannot apply twice.
    networkMode: 'always',
  },
}

/** The query functions already made to answer from the device on a weak signal, so that none is wrapped twice. */
const deadlined = new WeakSet<object>()

/**
 * One team's cache. Its query and mutation functions are handed it in their context (TanStack Query's `client`), and
 * pass that to the api client, so their requests carry the team's `X-Team` header whatever page is on screen when
 * they run: a refetch of team A's query never asks as team B, and its answer can only land in A's cache. With
 * `null`, the app's own cache (who is signed in), whose requests name no team even while a team's page is shown.
 */
export class TeamQueryClient extends TeamScopedClient {
  constructor(teamId: string | null) {
    super(teamId, { defaultOptions: queryClientDefaults })
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options)
    const { queryFn } = defaulted
    // Answered from the device when the signal is too weak to answer in time.
    if (queryFn && queryFn !== skipToken && !deadlined.has(queryFn)) {
      const answering = withReadDeadline(this, queryFn)
      deadlined.add(answering)
      defaulted.queryFn = answering
    }
    return defaulted
  }
}

export interface TeamClients {
  /** The team's cache, made on the first visit and kept, so that going back to a team shows it at once. */
  clientFor(teamId: string): TeamQueryClient
}

const userOf = (data: unknown) => (data as Session | undefined)?.user ?? null
/** The session query's key, the same in every client (the account feature's `accountKeys.session`). */
const sessionKey = liveKey('session')
const isSessionKey = (key: readonly unknown[]) => key[0] === sessionKey[0]

/**
 * Each team's QueryClient, beside the app's own (`root`: who is signed in, for the pages outside a team). A query of
 * one team can never show in another: their caches are apart. They all go when the person signing in changes
 * (signing out, or someone else signing in on a shared phone); a team's session found ended ends the app's too.
 * With `offline`, each team cache's answers are kept on the device under its team, and put back without a network
 * (the app's own is attached by its maker, once it watches the session); a change of person drops them all.
 */
export function createTeamClients(
  root: QueryClient,
  /** Watches a cache for the session ending elsewhere (a 401), as the app's own is; answers the way to stop. */
  watchSession: (client: QueryClient) => () => void,
  offline?: OfflineCache,
): TeamClients {
  const clients = new Map<string, TeamQueryClient>()
  const stops = new Map<string, () => void>()
  let signedIn = userOf(root.getQueryData(sessionKey))?.id ?? null

  const forgetAll = () => {
    for (const stop of stops.values()) stop()
    stops.clear()
    // Their pages are on their way out: dropped, not cleared, so that nothing refetches as they go.
    clients.clear()
  }

  // A save's answer names what it changed in its team (lib/touched-topics.ts): that team's pages refresh those.
  onTopicsTouched((teamId, topics) => {
    const client = clients.get(teamId)
    return client
      ? Promise.all(topics.map((topic) => client.invalidateQueries({ queryKey: [topic] })))
      : Promise.resolve()
  })

  root.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (!isSessionKey(event.query.queryKey as readonly unknown[])) return
    const now = userOf(event.action.data)?.id ?? null
    if (now !== signedIn) forgetAll()
    signedIn = now
    offline?.signedIn(now)
  })

  return {
    clientFor(teamId) {
      const known = clients.get(teamId)
      if (known) return known
      const client = new TeamQueryClient(teamId)
      const stopWatch = watchSession(client)
      const stopKeeping = offline?.attach(client, teamId)
      const stopEnded = client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return
        if (!isSessionKey(event.query.queryKey as readonly unknown[]) || userOf(event.action.data)) return
        // The session ended (signed out elsewhere): the pages outside a team must know it too.
        root.setQueryData<Session>(sessionKey, { user: null })
      })
      clients.set(teamId, client)
      stops.set(teamId, () => {
        stopWatch()
        stopEnded()
        stopKeeping?.()
      })
      return client
    },
  }
}

import { hashKey, type QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query'
import { isNetworkError } from '../../lib/api'
import { READ_DEADLINE_MS, isSignalSlow, signalSlow } from '../../lib/signal'
import { answeredByServer, answeringFromDevice, keptAnswer } from './offline-cache'

/** How long after a read answered from the device failed in the background it is asked again. */
const TRY_AGAIN_MS = 10_000

/** Reads still on their way after their page was answered from the device, by client and query hash. */
const onTheirWay = new WeakMap<QueryClient, Map<string, Promise<unknown>>>()

const wayOf = (client: QueryClient) => {
  const ways = onTheirWay.get(client) ?? new Map<string, Promise<unknown>>()
  onTheirWay.set(client, ways)
  return ways
}

/** The page of a kept infinite query's answer that `pageParam` asks for, if it was kept. */
function keptPage(data: unknown, pageParam: unknown): unknown {
  const { pages, pageParams } = data as { pages?: unknown[]; pageParams?: unknown[] }
  const index = pageParams?.findIndex((param) => hashKey([param]) === hashKey([pageParam])) ?? -1
  return index < 0 ? undefined : pages?.[index]
}

/**
 * A query function that does not wait on a weak signal when the device kept an answer (app/pwa/offline-cache.ts):
 * past `READ_DEADLINE_MS`, or at once when the server cannot be reached, or when another read already found the
 * signal weak, it answers with the kept copy, which the page shows marked "Slow signal — as of …". The request goes
 * on in the background: when it lands, its answer replaces the copy; when it fails, it is asked again a little later.
 * A query the device never kept waits for the server as before (its page says it is still loading).
 */
export function withReadDeadline<T, K extends QueryKey, P>(
  client: QueryClient,
  queryFn: QueryFunction<T, K, P>,
): QueryFunction<T, K, P> {
  return (context) => {
    const { queryKey } = context
    const queryHash = client.getQueryCache().find({ queryKey, exact: true })?.queryHash ?? hashKey(queryKey)
    // An infinite query asks page by page: each page is answered with the kept page of the same place.
    const infinite = 'direction' in context
    const wayKey = infinite ? `${queryHash} ${hashKey([context.pageParam])}` : queryHash
    const ways = wayOf(client)
    // A slow read of the same query still on its way is waited for, not sent again.
    const read = (ways.get(wayKey) as Promise<T> | undefined) ?? Promise.resolve(queryFn(context))
    const kept = keptAnswer(client, queryHash)
    const keptData = kept && (infinite ? keptPage(kept.data, context.pageParam) : kept.data)
    if (!kept || keptData === undefined) return read

    return new Promise<T>((resolve, reject) => {
      let answered = false
      const answer = (settle: () => void) => {
        answered = true
        clearTimeout(timer)
        settle()
      }
      const fromDevice = () => {
        if (answered) return
        signalSlow()
        ways.set(wayKey, read)
        answeringFromDevice(client, queryHash, kept.updatedAt, keptData)
        answer(() => resolve(keptData as T))
      }
      // Once one read found the signal weak, the next ones do not each wait for it too.
      const timer = setTimeout(fromDevice, isSignalSlow() ? 0 : READ_DEADLINE_MS)
      read.then(
        (data) => {
          if (!answered) return answer(() => resolve(data))
          if (ways.get(wayKey) === read) ways.delete(wayKey)
          // Landed after all: the page shows the server's answer in place of the kept copy (an infinite query's
          // pages are asked again, now that the server answers).
          if (infinite) void client.refetchQueries({ queryKey, exact: true, type: 'active' }).catch(() => undefined)
          else {
            answeredByServer(client, queryHash)
            client.setQueryData<T>(queryKey, data)
          }
        },
        (error: Error) => {
          if (!answered) {
            if (isNetworkError(error)) fromDevice()
            else answer(() => reject(error))
            return
          }
          if (ways.get(wayKey) === read) ways.delete(wayKey)
          setTimeout(
            () => void client.refetchQueries({ queryKey, exact: true, type: 'active' }).catch(() => undefined),
            TRY_AGAIN_MS,
          )
        },
      )
    })
  }
}

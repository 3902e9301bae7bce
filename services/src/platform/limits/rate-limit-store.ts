import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { SharedLimits } from './shared-limits'

/**
 * `@fastify/rate-limit`'s store backed by the shared counters, for the routes that declare a `rateLimit` in
 * their config: each route counts under its own name, so two routes with the same limit do not share hits.
 */
export const sharedRateLimitStore = (limits: SharedLimits): FastifyRateLimitStoreCtor =>
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = 'app',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      limits.hit({ name: this.route, max, windowMs: timeWindow }, [key]).then(
        ([count]) => callback(null, { current: count!.count, ttl: count!.resetInMs }),
        (error: Error) => callback(error),
      )
    }

    /**
     * The plugin calls this once per limited route with the route's merged limit options, the route itself as
     * `routeInfo` (typed as the route's options, which they are not).
     */
    child(params: object) {
      const route =
        'routeInfo' in params && typeof params.routeInfo === 'object' && params.routeInfo ? params.routeInfo : {}
      const method = 'method' in route ? String(route.method) : ''
      const url = 'url' in route ? String(route.url) : ''
      return new SharedStore(undefined, `${method} ${url}`)
    }
  }

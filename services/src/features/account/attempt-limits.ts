import { authMessages } from '@teamspace/domain/account/account.schemas'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** A refused attempt: the error handler turns it into 429 with the spec's words. */
export class TooManyAttempts extends Error {
  readonly statusCode = 429
  readonly code = 'too-many-requests'
  constructor() {
    super(authMessages['too-many-requests'])
  }
}

export interface FailedAttemptLimit {
  /**
   * Runs one attempt, refused with `TooManyAttempts` when its address or the account it names already failed too
   * often; an attempt that fails (`tryIt` gives false) counts against both.
   */
  attempt(request: FastifyRequest, tryIt: () => Promise<boolean>): Promise<boolean>
}

const WINDOW_MS = 60_000

/**
 * Runs work for one key at a time. Attempts that share an address or an account wait for each other, so a burst
 * sent at once cannot all pass the check before the first failure is counted.
 */
const oneAtATime = () => {
  const tails = new Map<string, Promise<unknown>>()
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(work, work)
    const tail = run.catch(() => undefined)
    tails.set(key, tail)
    try {
      return await run
    } finally {
      if (tails.get(key) === tail) tails.delete(key)
    }
  }
}

/**
 * Failed attempts per minute, counted per client address (the real one: proxy headers count only behind a
 * configured proxy) and per account, so neither many addresses against one account nor one address against
 * many accounts gets more guesses. Successes are not counted: a family sharing a connection does not lock
 * itself out by signing in.
 */
export const failedAttemptLimit = (
  app: FastifyInstance,
  max: number,
  accountOf: (request: FastifyRequest) => string,
): FailedAttemptLimit => {
  const accountKey = (request: FastifyRequest) => `account:${accountOf(request).trim().toLowerCase()}`
  const byAddress = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => request.ip })
  const byAccount = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: accountKey })
  const spent = (limit: Awaited<ReturnType<typeof byAddress>>) => !limit.isAllowed && limit.remaining <= 0
  const serial = oneAtATime()
  return {
    // Always the address first, then the account: every attempt takes the two in the same order.
    attempt: (request, tryIt) =>
      serial(`address:${request.ip}`, () =>
        serial(accountKey(request), async () => {
          const [address, account] = await Promise.all([
            byAddress(request, { increment: false }),
            byAccount(request, { increment: false }),
          ])
          if (spent(address) || spent(account)) throw new TooManyAttempts()
          const succeeded = await tryIt()
          if (!succeeded) await Promise.all([byAddress(request), byAccount(request)])
          return succeeded
        }),
      ),
  }
}

/**
 * Every attempt per minute and client address, shared by the routes that use the same limit: each call
 * counts one and refuses past `max`.
 */
export const attemptLimit = (app: FastifyInstance, max: number) => {
  const byAddress = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => request.ip })
  return async (request: FastifyRequest) => {
    const limit = await byAddress(request)
    if (!limit.isAllowed && limit.isExceeded) throw new TooManyAttempts()
  }
}

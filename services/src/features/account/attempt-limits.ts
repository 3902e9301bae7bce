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
  /** Refuses the request when its address or the account it names already failed too often. */
  check(request: FastifyRequest): Promise<void>
  /** Counts a failure against both. */
  fail(request: FastifyRequest): Promise<void>
}

const WINDOW_MS = 60_000

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
  const byAddress = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => request.ip })
  const byAccount = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `account:${accountOf(request).trim().toLowerCase()}`,
  })
  const spent = (limit: Awaited<ReturnType<typeof byAddress>>) => !limit.isAllowed && limit.remaining <= 0
  return {
    async check(request) {
      const [address, account] = await Promise.all([
        byAddress(request, { increment: false }),
        byAccount(request, { increment: false }),
      ])
      if (spent(address) || spent(account)) throw new TooManyAttempts()
    },
    async fail(request) {
      await Promise.all([byAddress(request), byAccount(request)])
    },
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

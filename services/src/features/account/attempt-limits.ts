import { authMessages } from '@teamspace/domain/account/account.schemas'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RateLimited, type Limit } from '../../platform/limits/shared-limits'

/** A refused attempt: the error handler turns it into 429 with the spec's words and a Retry-After. */
export class TooManyAttempts extends RateLimited {
  constructor(resetInMs: number) {
    super('too-many-requests', authMessages['too-many-requests'], resetInMs)
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
 * Failed attempts per minute, counted per client address (the real one: proxy headers count only behind a
 * configured proxy) and per account, so neither many addresses against one account nor one address against
 * many accounts gets more guesses. Successes are not counted: a family sharing a connection does not lock
 * itself out by signing in. Counted in the database, so every server instance sees the same failures.
 *
 * Each attempt takes its place in both counts before it runs and gives it back once it succeeded: attempts sent
 * at once, to one instance or to several, cannot all pass the check before the first failure is counted.
 */
export const failedAttemptLimit = (
  app: FastifyInstance,
  max: number,
  accountOf: (request: FastifyRequest) => string,
): FailedAttemptLimit => {
  const { limits } = app.platform
  const limit: Limit = { name: 'failed-sign-in', max, windowMs: WINDOW_MS }
  const subjectsOf = (request: FastifyRequest) => [
    `address:${request.ip}`,
    `account:${accountOf(request).trim().toLowerCase()}`,
  ]
  return {
    attempt: async (request, tryIt) => {
      const subjects = subjectsOf(request)
      const counts = await limits.hit(limit, subjects)
      const over = counts.filter((count) => count.count > max)
      if (over.length > 0) throw new TooManyAttempts(Math.max(...over.map((count) => count.resetInMs)))
      let failed = false
      try {
        failed = !(await tryIt())
        return !failed
      } finally {
        // Only failures count: a success, or an attempt refused for another reason, gives its place back.
        if (!failed) await limits.release(limit, subjects)
      }
    },
  }
}

/**
 * Every attempt per minute and client address, shared by the routes that use the same limit: each call
 * counts one and refuses past `max`.
 */
export const attemptLimit = (app: FastifyInstance, max: number) => {
  const { limits } = app.platform
  const limit: Limit = { name: 'sign-up', max, windowMs: WINDOW_MS }
  return (request: FastifyRequest) =>
    limits.check(limit, `address:${request.ip}`, (resetInMs) => new TooManyAttempts(resetInMs))
}

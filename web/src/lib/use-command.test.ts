import { describe, expect, it } from 'vitest'
import { ApiError, toApiError } from './api'
import { retryUnavailable, unavailableRetryDelay } from './use-command'

const unavailable = (retryAfter: string | null) =>
  toApiError(
    { status: 503, statusText: 'Service Unavailable', retryAfter },
    { error: { code: 'unavailable', message: 'The server cannot reach its database just now.' } },
  )

describe('a save that meets the server unavailable', () => {
  it('is sent again a few times, and only for a 503', () => {
    const error = unavailable('1')
    expect([0, 1, 2, 3, 4].map((failures) => retryUnavailable(failures, error))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ])
    expect(retryUnavailable(0, new ApiError(500, 'Something went wrong. Please try again.', 'internal'))).toBe(false)
    expect(retryUnavailable(0, new ApiError(409, 'Someone else changed this.', 'conflict'))).toBe(false)
    expect(retryUnavailable(0, new ApiError(0, 'Could not reach the server.', 'network'))).toBe(false)
  })

  it('waits at least what Retry-After asks, longer with each try, and never more than 8 s', () => {
    expect(unavailable('1').retryAfterMs).toBe(1000)
    expect([0, 1, 2, 3].map((failures) => unavailableRetryDelay(failures, unavailable('1')))).toEqual([
      1000, 1000, 2000, 4000,
    ])
    expect(unavailableRetryDelay(0, unavailable('5'))).toBe(5000)
    expect(unavailableRetryDelay(0, unavailable('120'))).toBe(8000)
    // No Retry-After, or a date instead of seconds: the client's own back-off.
    expect(unavailable(null).retryAfterMs).toBeUndefined()
    expect(unavailable('Wed, 21 Oct 2026 07:28:00 GMT').retryAfterMs).toBeUndefined()
    expect(unavailableRetryDelay(0, unavailable(null))).toBe(500)
  })
})

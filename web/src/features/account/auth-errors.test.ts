import { authMessages, federatedMessages } from '@teamspace/domain/account/account.constants'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import { authErrorMessage, federatedErrorMessage } from './auth-errors'

const apiError = (status: number, code?: string, message = 'server text', body?: unknown) =>
  new ApiError(status, message, code, body)

describe('authErrorMessage', () => {
  it('says the same thing for every failed sign-in', () => {
    expect(authErrorMessage(apiError(401, 'invalid-credential'))).toBe(
      'Invalid email or password. Please check your credentials.',
    )
  })

  it('uses the spec words for known codes', () => {
    expect(authErrorMessage(apiError(409, 'email-already-in-use'))).toBe(authMessages['email-already-in-use'])
    expect(authErrorMessage(apiError(400, 'invalid-invite'))).toBe(authMessages['invalid-invite'])
    expect(authErrorMessage(apiError(403, 'coach-invite-required'))).toBe(authMessages['coach-invite-required'])
    expect(authErrorMessage(apiError(409, 'already-member'))).toBe('You are already a member of this team.')
  })

  it('reports rate limits and network failures in the spec words', () => {
    expect(authErrorMessage(apiError(429))).toBe('Too many failed attempts. Please wait a moment and try again.')
    expect(authErrorMessage(apiError(0, 'network'))).toBe('Network error. Please check your connection and try again.')
  })

  it('passes on the message of any other answer, and falls back for server failures', () => {
    expect(authErrorMessage(apiError(400, 'something-new', 'Try that again later'))).toBe('Try that again later')
    expect(authErrorMessage(apiError(500, undefined, 'The server answered 500.'))).toBe(
      'Authentication failed. Please try again.',
    )
    expect(authErrorMessage(new Error('boom'))).toBe('Authentication failed. Please try again.')
  })
})

describe('federatedErrorMessage', () => {
  it('maps the callback codes', () => {
    expect(federatedErrorMessage('popup-closed-by-user')).toBe(federatedMessages['popup-closed-by-user'])
    expect(federatedErrorMessage('not-configured')).toBe('Google sign-in is not configured for this site.')
    expect(federatedErrorMessage('too-many-requests')).toBe(authMessages['too-many-requests'])
    expect(federatedErrorMessage('google-failed')).toBe('Google sign-in failed. Please try again.')
    expect(federatedErrorMessage('fallback')).toBe('Google sign-in failed. Please try again.')
  })
})

import { authMessages, federatedMessages } from '@teamspace/domain/account/account.constants'
import { translate } from '../../i18n/locale'
import { isApiError } from '../../lib/api'
import { accountErrorsMessages as m } from './account-errors.messages'
import { accountGoogleMessages } from './account-google.messages'

const hasMessage = <T extends object>(messages: T, code: string): code is Extract<keyof T, string> =>
  Object.hasOwn(messages, code)

/** The spec's words (section 8) for a failed sign-in, sign-up or reset request, in the person's language. */
export function authErrorMessage(error: unknown): string {
  if (!isApiError(error)) return translate(m.fallback)
  if (error.code === 'network') return translate(m['network-request-failed'])
  if (error.status === 429) return translate(m['too-many-requests'])
  if (error.code && error.code !== 'fallback' && hasMessage(authMessages, error.code)) return translate(m[error.code])
  // The server hides the text of its own failures; a 4xx message is meant for the person.
  if (error.status >= 400 && error.status < 500 && error.message) return error.message
  return translate(m.fallback)
}

/** The words for a Google sign-in that came back with `?error=code`. */
export function federatedErrorMessage(code: string): string {
  if (code !== 'fallback' && hasMessage(federatedMessages, code)) return translate(accountGoogleMessages[code])
  if (code === 'network-request-failed' || code === 'too-many-requests') return translate(m[code])
  return translate(accountGoogleMessages.fallback)
}

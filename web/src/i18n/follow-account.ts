import { hashKey, type QueryClient } from '@tanstack/react-query'
import type { Session } from '@teamspace/domain/account/account.schemas'
import { accountKeys } from '../features/account/account.queries'
import { currentLanguage, switchLanguage } from './locale'

/**
 * Speaks the signed-in person's language, the account's (chosen in the profile on any device), whenever the
 * session says it: at sign-in, and when the session is read again. An account that names none keeps this
 * device's.
 */
export function followAccountLanguage(client: QueryClient): () => void {
  const follow = () => {
    const language = client.getQueryData<Session>(accountKeys.session)?.user?.language
    if (language && language !== currentLanguage()) void switchLanguage(language)
  }
  follow()
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryHash === hashKey(accountKeys.session)) follow()
  })
}

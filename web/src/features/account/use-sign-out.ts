import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { clearOfflineCache } from '../../app/pwa/offline-cache'
import { accountKeys, signOut, type Session } from './account.queries'
import type { AuthSearch } from './auth-search'

/**
 * Ends the session, leaves for /login (which leads to /auth) and drops every cached answer. With `stayOn`, the
 * sign-in screen opens with that search instead: an invite stays there for whoever signs in next.
 */
export function useSignOut(stayOn?: AuthSearch) {
  const router = useRouter()
  // The app's own cache (who is signed in), whichever team's page this is: a change of person there drops every
  // team's cache too (app/team/team-clients.ts).
  const queryClient = router.options.context.queryClient

  return useCallback(async () => {
    try {
      await signOut()
    } catch {
      // Even if the server cannot be told, this device must stop showing the team's data.
    }
    // Set by hand (not fetched), so the session watcher does not treat it as an expired session.
    queryClient.setQueryData<Session>(accountKeys.session, { user: null })
    // What the pages showed, kept on the device for offline use, goes before the sign-in page shows: a shared
    // phone never shows it to the next person (deleting the account signs out here too).
    await clearOfflineCache()
    if (stayOn) await router.navigate({ to: '/auth', search: stayOn, replace: true })
    else await router.navigate({ to: '/login' })
    // Only once the signed-in pages are gone: cleared earlier, they would refetch on the way out.
    queryClient.clear()
    queryClient.setQueryData<Session>(accountKeys.session, { user: null })
  }, [queryClient, router, stayOn])
}

import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { accountKeys, type Me, type Session } from './account.queries'
import { safeRedirect } from './auth-search'

/**
 * After any way of signing in: forget the previous person's data, remember the new one, go on (to the join view
 * when they signed in to accept an invite).
 */
export function useCompleteSignIn() {
  const router = useRouter()
  // The app's own cache (who is signed in), whichever team's page this is: a change of person there drops every
  // team's cache too (app/team/team-clients.ts).
  const queryClient = router.options.context.queryClient

  return useCallback(
    async (user: Me, redirectTo: string | undefined, invite?: string) => {
      // A shared family phone: nothing cached for whoever used it before may leak into this session.
      queryClient.clear()
      queryClient.setQueryData<Session>(accountKeys.session, { user })
      // Signed in to accept an invite: on to the page that asks them to confirm joining.
      if (invite) await router.navigate({ to: '/auth', search: { invite }, replace: true })
      else await router.navigate({ href: safeRedirect(redirectTo), replace: true })
    },
    [queryClient, router],
  )
}

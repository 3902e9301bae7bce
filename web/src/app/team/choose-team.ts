import type { QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { Session, signedInSchema } from '@teamspace/domain/account/account.schemas'
import { useCallback } from 'react'
import { apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Apart from the switcher's other helpers (which know every team page), so that a feature's page may use it too.
/**
 * Makes a team the session's current one, so that the app's address (`/`, an old link) opens it next time; the
 * switcher's link itself shows the team's page at once. Not waited for: the page does not depend on it.
 */
export function useChooseTeam(): (teamId: string) => void {
  const router = useRouter()
  const root: QueryClient = router.options.context.queryClient
  return useCallback(
    (teamId: string) => {
      apiSend<Answer<typeof signedInSchema>>('PUT', '/api/auth/session/team', { teamId })
        .then(({ user }) => root.setQueryData<Session>(liveKey('session'), { user }))
        .catch(() => {
          // The next visit to `/` opens the team chosen before: nothing the person has to act on.
        })
    },
    [root],
  )
}

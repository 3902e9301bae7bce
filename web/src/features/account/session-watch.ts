import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { isUnauthorized } from '../../lib/api'
import { accountKeys, type Session } from './account.queries'
import { isPublicPath } from './auth-search'

const isSessionKey = (key: readonly unknown[]) => key[0] === accountKeys.session[0]

/**
 * Keeps the app honest about who is signed in. Any 401 means the session ended elsewhere (signed out on another
 * device, password changed, removed from the team): the session is fetched again, and when it comes back empty
 * the person is taken to /auth and brought back here after signing in.
 */
export function watchSession(queryClient: QueryClient, router: AnyRouter): () => void {
  const recheck = (error: unknown) => {
    // Not a save's refresh: a 401 says the session ended elsewhere, which no answer's topics name.
    if (isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: accountKeys.session })
  }

  // Only the change from signed in to signed out is news: a first answer of "nobody" is the route guards' business.
  let signedIn = false

  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const { action } = event
    const key = event.query.queryKey as readonly unknown[]
    if (action.type === 'error' && !isSessionKey(key)) recheck(action.error)
    if (action.type !== 'success' || !isSessionKey(key)) return
    const wasSignedIn = signedIn
    signedIn = Boolean((action.data as Session | undefined)?.user)
    // A value set by hand (sign-in, sign-out) is the app's own doing; only a fetched answer is news.
    if (signedIn || !wasSignedIn || action.manual) return
    const { pathname, href } = router.state.location
    if (isPublicPath(pathname)) return
    void router.navigate({ to: '/auth', search: { redirect: href }, replace: true })
  })

  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error)
  })

  return () => {
    stopQueries()
    stopMutations()
  }
}

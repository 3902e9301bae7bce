import { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { accountKeys, type Me, type Session } from './account.queries'
import { watchSession } from './session-watch'

const jordan: Me = {
  id: 'u1',
  email: 'jordan@example.com',
  name: 'Jordan Lee',
  role: 'coach',
  teamId: 't1',
  teamName: 'Lakeside United',
  authProvider: 'email',
  language: null,
  teams: [{ teamId: 't1', teamName: 'Lakeside United', ageGroup: 'U10', role: 'coach' }],
}

/** A router on a signed-in page that records where the watch sends the person. */
function routerAt(pathname: string) {
  const sentTo: unknown[] = []
  const router = {
    state: { location: { pathname, href: pathname } },
    navigate: (options: unknown) => {
      sentTo.push(options)
      return Promise.resolve()
    },
  }
  return { router: router as unknown as AnyRouter, sentTo }
}

/** A session answer the test hands out when it likes, as a slow network would. */
function heldAnswer() {
  let answer: (session: Session) => void = () => undefined
  const promise = new Promise<Session>((resolve) => (answer = resolve))
  return { promise, answer }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watching the session', () => {
  it('sends a signed-in person to sign in when a fetched session comes back empty', async () => {
    const queryClient = new QueryClient()
    const { router, sentTo } = routerAt('/dashboard')
    const stop = watchSession(queryClient, router)
    queryClient.setQueryData<Session>(accountKeys.session, { user: jordan })

    await queryClient.fetchQuery({ queryKey: accountKeys.session, queryFn: () => ({ user: null }) })
    await settled()

    expect(sentTo).toEqual([{ to: '/auth', search: { redirect: '/dashboard' }, replace: true }])
    stop()
  })

  it('cannot be sent away by a fetch that began before signing in cleared the cache', async () => {
    const queryClient = new QueryClient()
    const { router, sentTo } = routerAt('/dashboard')
    const stop = watchSession(queryClient, router)
    const stale = heldAnswer()
    const before = queryClient.fetchQuery({ queryKey: accountKeys.session, queryFn: () => stale.promise })

    // Signing in, as useCompleteSignIn does it: forget everything, remember the new person.
    queryClient.clear()
    queryClient.setQueryData<Session>(accountKeys.session, { user: jordan })
    stale.answer({ user: null })
    // Clearing the cache cancels that fetch, so its empty answer never reaches the new session.
    await expect(before).rejects.toThrow()
    await settled()

    expect(sentTo).toEqual([])
    expect(queryClient.getQueryData<Session>(accountKeys.session)?.user).toEqual(jordan)
    stop()
  })
})

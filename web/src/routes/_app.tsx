import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { sessionQuery } from '../features/account/account.queries'
import { defaultAfterSignIn } from '../features/account/auth-search'
import { ShellLoading } from '../app/shell/ShellLoading'
import { FRAME_PENDING_MS } from '../app/page/page-states'

/**
 * The signed-in part of the app: a session is required. Its pages are each team's, under `/t/$teamId` (the shell,
 * the team's cache and its live socket are that layout's); the addresses of before, without a team, lead there.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const { user } = await context.queryClient.ensureQueryData(sessionQuery())
    if (!user) {
      // Remember where they were going, so signing in takes them there.
      // The app's own address and the default one need no reminder: signing in lands there anyway.
      const search = location.href === defaultAfterSignIn || location.href === '/' ? {} : { redirect: location.href }
      throw redirect({ to: '/auth', search, replace: true })
    }
    return { user }
  },
  pendingComponent: ShellLoading,
  // Past the read deadline: on a weak signal the session this phone kept is in place first, and a page still loading
  // shows its own spinner inside the shell, with the navigation (the frame index.html painted stays meanwhile).
  pendingMs: FRAME_PENDING_MS,
  component: Outlet,
})

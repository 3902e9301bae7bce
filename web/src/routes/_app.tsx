import { useSuspenseQuery } from '@tanstack/react-query'
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { sessionQuery } from '../features/account/account.queries'
import { defaultAfterSignIn } from '../features/account/auth-search'
import { PageFrame } from '../app/page/PageFrame'
import { PageLoading } from '../app/page/page-states'
import { AppShell } from '../app/shell/AppShell'
import { SignedInUserProvider } from '../app/signed-in-user'
import { InviteDialogProvider } from '../features/invites/invite-dialog-context'
import { useLiveUpdates } from '../lib/use-live-updates'

/** The signed-in part of the app: a session is required, and every page inside shares the shell and one live socket. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const { user } = await context.queryClient.ensureQueryData(sessionQuery())
    if (!user) {
      // Remember where they were going, so signing in takes them there.
      const search = location.href === defaultAfterSignIn ? {} : { redirect: location.href }
      throw redirect({ to: '/auth', search, replace: true })
    }
    return { user }
  },
  pendingComponent: SessionLoading,
  component: SignedInLayout,
})

function SignedInLayout() {
  const { data } = useSuspenseQuery(sessionQuery())
  const user = data.user
  const liveStatus = useLiveUpdates(user !== null)
  // Only for the moment between signing out (or the session ending) and leaving for /auth.
  if (!user) return <SessionLoading />
  return (
    <SignedInUserProvider user={user}>
      <InviteDialogProvider>
        <AppShell liveStatus={liveStatus}>
          <PageFrame>
            <Outlet />
          </PageFrame>
        </AppShell>
      </InviteDialogProvider>
    </SignedInUserProvider>
  )
}

function SessionLoading() {
  return <PageLoading full label="Loading your team space…" />
}

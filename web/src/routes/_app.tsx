import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo } from 'react'
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { sessionQuery } from '../features/account/account.queries'
import { defaultAfterSignIn } from '../features/account/auth-search'
import { PageFrame } from '../app/page/PageFrame'
import { PageLoading } from '../app/page/page-states'
import { AppShell } from '../app/shell/AppShell'
import { SignedInUserProvider } from '../app/signed-in-user'
import { ShellActionsProvider } from '../app/shell/shell-actions'
import { useSignOut } from '../features/account/use-sign-out'
import { InviteDialogProvider, useInviteDialog } from '../features/invites/invite-dialog-context'
import type { LiveStatus } from '../lib/live'
import { useLiveUpdates } from '../lib/use-live-updates'

// Chat's unread count is a detail of the navigation: it loads after the page, with the chat's queries.
const ChatUnreadBadge = lazy(() =>
  import('../features/chat/ChatUnreadBadge').then((module) => ({ default: module.ChatUnreadBadge })),
)

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
        <SignedInShell liveStatus={liveStatus} />
      </InviteDialogProvider>
    </SignedInUserProvider>
  )
}

/** The shell and the page, with what the shell offers of the features: signing out, inviting, Chat's unread count. */
function SignedInShell({ liveStatus }: { liveStatus: LiveStatus }) {
  const signOut = useSignOut()
  const { openInvite } = useInviteDialog()
  const actions = useMemo(
    () => ({
      signOut,
      openInvite,
      chatBadge: (
        <Suspense fallback={null}>
          <ChatUnreadBadge />
        </Suspense>
      ),
    }),
    [signOut, openInvite],
  )
  return (
    <ShellActionsProvider actions={actions}>
      <AppShell liveStatus={liveStatus}>
        <PageFrame>
          <Outlet />
        </PageFrame>
      </AppShell>
    </ShellActionsProvider>
  )
}

function SessionLoading() {
  return <PageLoading full label="Loading your team space…" />
}

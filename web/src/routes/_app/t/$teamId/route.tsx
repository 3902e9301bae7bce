import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, Outlet, createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useMemo } from 'react'
import { sessionQuery } from '../../../../features/account/account.queries'
import { useSignOut } from '../../../../features/account/use-sign-out'
import { InviteDialogProvider, useInviteDialog } from '../../../../features/invites/invite-dialog-context'
import { useKeepUpcoming } from '../../../../features/calendar/use-keep-upcoming'
import { PageFrame } from '../../../../app/page/PageFrame'
import { AppShell } from '../../../../app/shell/AppShell'
import { ShellLoading } from '../../../../app/shell/ShellLoading'
import { ShellActionsProvider } from '../../../../app/shell/shell-actions'
import { useSignOutGuard } from '../../../../app/shell/SignOutGuard'
import { SignedInUserProvider } from '../../../../app/signed-in-user'
import { TeamProvider } from '../../../../app/team/team-context'
import { TeamNotFound } from '../../../../app/team/TeamNotFound'
import type { LiveStatus } from '../../../../lib/live'
import type { OutboxItem } from '../../../../lib/outbox/outbox-db'
import { useOutboxRunner } from '../../../../lib/outbox/use-outbox-runner'
import { useLiveUpdates } from '../../../../lib/use-live-updates'
import { FRAME_PENDING_MS } from '../../../../app/page/page-states'

// Chat's unread count is a detail of the navigation: it loads after the page, with the chat's queries.
const ChatUnreadBadge = lazy(() =>
  import('../../../../features/chat/ChatUnreadBadge').then((module) => ({ default: module.ChatUnreadBadge })),
)
const TeamUnreadCount = lazy(() =>
  import('../../../../features/chat/TeamUnreadCount').then((module) => ({ default: module.TeamUnreadCount })),
)

function TeamUnread({ teamId }: { teamId: string }) {
  return (
    <Suspense fallback={null}>
      <TeamUnreadCount teamId={teamId} />
    </Suspense>
  )
}

/**
 * One team's pages: the team must be one of the person's. Every page inside reads and writes through the team's
 * own QueryClient (its requests name the team), and shares the shell and one live socket of that team.
 */
export const Route = createFileRoute('/_app/t/$teamId')({
  beforeLoad: async ({ context, params: { teamId } }) => {
    let { user } = context
    // A team joined in another tab is not in the session this tab read first: ask again before saying no.
    if (!user.teams.some((team) => team.teamId === teamId)) {
      user = (await context.queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 })).user ?? user
    }
    if (!user.teams.some((team) => team.teamId === teamId)) throw notFound()

    const queryClient = context.teamClients.clientFor(teamId)
    const session = sessionQuery()
    // The session's own team answers the same as the first session read: no need to ask again.
    if (user.teamId === teamId && queryClient.getQueryData(session.queryKey) === undefined) {
      queryClient.setQueryData(session.queryKey, { user })
    }
    const { user: member } = await queryClient.ensureQueryData(session)
    if (!member) throw redirect({ to: '/auth', replace: true })
    // The pages below load through the team's cache, and see the person as they are in this team.
    return { queryClient, teamId, user: member }
  },
  pendingComponent: ShellLoading,
  // Past the read deadline: on a weak signal the session this phone kept is in place first, and a page still loading
  // shows its own spinner inside the shell, with the navigation (the frame index.html painted stays meanwhile).
  pendingMs: FRAME_PENDING_MS,
  notFoundComponent: TeamPageNotFound,
  component: TeamLayout,
})

function TeamLayout() {
  const { queryClient, teamId } = Route.useRouteContext()
  // Signing out is the app's, not the team's: it ends the session every team's pages share.
  const signOut = useSignOut()
  return (
    // Keyed by the team, so nothing of one team's pages (a half-written message, an open dialog) survives a switch.
    <QueryClientProvider client={queryClient} key={teamId}>
      <TeamProvider teamId={teamId}>
        <TeamPages teamId={teamId} signOut={signOut} />
      </TeamProvider>
    </QueryClientProvider>
  )
}

function TeamPages({ teamId, signOut }: { teamId: string; signOut: () => Promise<void> }) {
  const { data } = useSuspenseQuery(sessionQuery())
  const user = data.user
  const liveStatus = useLiveUpdates(user ? teamId : null)
  // Saves made without signal go when it returns; what each changed is read again in its own team's cache (they go by
  // plain fetch, the service worker's too, so no answer's topics reach a cache).
  const { teamClients, queryClient } = Route.useRouteContext()
  const settled = useCallback(
    (item: OutboxItem) => void teamClients.clientFor(item.teamId).invalidateQueries(),
    [teamClients],
  )
  useOutboxRunner(user?.id ?? null, liveStatus, settled)
  // The coming weeks' events, their answers and volunteer needs, kept on the phone for a family without signal.
  useKeepUpcoming(user ? queryClient : null)
  // Only for the moment between signing out (or the session ending) and leaving for /auth.
  if (!user) return <ShellLoading />
  return (
    <SignedInUserProvider user={user}>
      <InviteDialogProvider>
        <TeamShell liveStatus={liveStatus} signOut={signOut} accountId={user.id} />
      </InviteDialogProvider>
    </SignedInUserProvider>
  )
}

/** The shell and the page, with what the shell offers of the features: signing out, inviting, Chat's unread count. */
function TeamShell({
  liveStatus,
  signOut: signOutNow,
  accountId,
}: {
  liveStatus: LiveStatus
  signOut: () => Promise<void>
  accountId: string
}) {
  const { openInvite } = useInviteDialog()
  // With saves still waiting for signal, signing out asks first: they would be lost.
  const { signOut, confirm } = useSignOutGuard(accountId, signOutNow)
  const actions = useMemo(
    () => ({
      signOut,
      openInvite,
      chatBadge: (
        <Suspense fallback={null}>
          <ChatUnreadBadge />
        </Suspense>
      ),
      TeamUnread,
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
      {confirm}
    </ShellActionsProvider>
  )
}

/** A team that is not the person's: said plainly, with their own. An address in their team that names no page: its dashboard. */
function TeamPageNotFound() {
  const { teamId } = Route.useParams()
  // The app's own session (the team's cache is not provided here): the teams the person belongs to.
  const { data } = useSuspenseQuery(sessionQuery())
  const teams = data.user?.teams ?? []
  if (!teams.some((team) => team.teamId === teamId)) return <TeamNotFound teams={teams} />
  return <Navigate to="/t/$teamId/dashboard" params={{ teamId }} replace />
}

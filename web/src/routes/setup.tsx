import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionQuery } from '../features/account/account.queries'
import { CreateTeamPage } from '../features/account/CreateTeamPage'

// Creating a team with a new account happens on the sign-in screen; this address opens it there. Someone signed in
// creates another team here.
export const Route = createFileRoute('/setup')({
  beforeLoad: async ({ context }) => {
    const { user } = await context.queryClient.ensureQueryData(sessionQuery())
    if (!user) throw redirect({ to: '/auth', search: { mode: 'setup' }, replace: true })
  },
  component: SetupRoute,
})

function SetupRoute() {
  const { data: session } = useSuspenseQuery(sessionQuery())
  // Signed out meanwhile (on another tab): the sign-in screen's own way of creating a team.
  if (!session.user) return null
  return <CreateTeamPage user={session.user} />
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionQuery } from '../features/account/account.queries'
import { AuthPage } from '../features/account/AuthPage'
import { JoinTeamPage } from '../features/account/JoinTeamPage'
import { parseAuthSearch, safeRedirect, type AuthMode } from '../features/account/auth-search'

export const Route = createFileRoute('/auth')({
  validateSearch: parseAuthSearch,
  beforeLoad: async ({ context, search }) => {
    const { user } = await context.queryClient.ensureQueryData(sessionQuery())
    if (!user) return
    // Signed in: an invite is theirs to accept here; creating a team has a page of its own.
    if (search.invite) return
    if (search.mode === 'setup') throw redirect({ to: '/setup', replace: true })
    throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  component: AuthRoute,
})

function AuthRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: session } = useSuspenseQuery(sessionQuery())
  const changeMode = (mode: AuthMode) =>
    void navigate({ search: (previous) => ({ ...previous, mode }), replace: true, resetScroll: false })
  if (session.user && search.invite) return <JoinTeamPage user={session.user} invite={search.invite} />
  return <AuthPage search={search} onModeChange={changeMode} />
}

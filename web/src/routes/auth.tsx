import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionQuery } from '../features/account/account.queries'
import { AuthPage } from '../features/account/AuthPage'
import { parseAuthSearch, safeRedirect, type AuthMode } from '../features/account/auth-search'

export const Route = createFileRoute('/auth')({
  validateSearch: parseAuthSearch,
  beforeLoad: async ({ context, search }) => {
    const { user } = await context.queryClient.ensureQueryData(sessionQuery())
    if (user) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  component: AuthRoute,
})

function AuthRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const changeMode = (mode: AuthMode) =>
    void navigate({ search: (previous) => ({ ...previous, mode }), replace: true, resetScroll: false })
  return <AuthPage search={search} onModeChange={changeMode} />
}

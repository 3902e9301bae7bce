import type { QueryClient } from '@tanstack/react-query'
import { Navigate, Outlet, createRootRouteWithContext, type ErrorComponentProps } from '@tanstack/react-router'
import type { TeamClients } from '../app/team/team-clients'
import { RouteError } from '../ui'

export interface RouterContext {
  /** The app's own cache (who is signed in); inside a team, the team's (set by the `/t/$teamId` layout). */
  queryClient: QueryClient
  /** Each team's cache, kept while the same person is signed in. */
  teamClients: TeamClients
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Old bookmarks and mistyped addresses land somewhere useful instead of a dead end.
  notFoundComponent: () => <Navigate to="/" replace />,
  errorComponent: RootError,
})

function RootError(props: ErrorComponentProps) {
  return (
    <main className="app-main">
      <RouteError {...props} />
    </main>
  )
}

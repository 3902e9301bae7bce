import type { QueryClient } from '@tanstack/react-query'
import { Navigate, Outlet, createRootRouteWithContext, type ErrorComponentProps } from '@tanstack/react-router'
import { RouteError } from '../ui'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Old bookmarks and mistyped addresses land somewhere useful instead of a dead end.
  notFoundComponent: () => <Navigate to="/dashboard" replace />,
  errorComponent: RootError,
})

function RootError(props: ErrorComponentProps) {
  return (
    <main className="app-main">
      <RouteError {...props} />
    </main>
  )
}

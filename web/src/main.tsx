import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { watchSession } from './features/account/session-watch'
import { isClientError } from './lib/api'
import { routeTree } from './routeTree.gen'
import { RouteError, Spinner } from './ui'
import './ui/theme.css'
import './ui/controls.css'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The live socket invalidates what changed, so data can be trusted for a while without polling.
      staleTime: 30_000,
      // A 4xx is an answer (not found, forbidden, invalid); only network and server failures are retried.
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
  },
})

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // TanStack Query owns caching; the router should always ask it rather than keep its own copy.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
  defaultPendingComponent: PageLoading,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

watchSession(queryClient, router)

function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner size="large" label="Loading the page…" />
    </div>
  )
}

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into.')

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)

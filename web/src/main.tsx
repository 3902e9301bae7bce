import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { watchSession } from './features/account/session-watch'
import { isClientError } from './lib/api'
import { routeTree } from './routeTree.gen'
import { PageError, PageLoading } from './app/page/page-states'
import './ui/tokens.css'
import './ui/base.css'
import './ui/components.css'
import './ui/controls.css'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The live socket invalidates what changed, so data can be trusted for a while without polling.
      staleTime: 30_000,
      // A 4xx is an answer (not found, forbidden, invalid); only network and server failures are retried.
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
    mutations: {
      // Offline, the default ('online') pauses a save until the connection returns: an endless spinner, then a
      // silent save. Sending at once lets it fail fast, so the form says the connection is gone and keeps its values;
      // a retry sends the same command id (see useCommand), so it cannot apply twice.
      networkMode: 'always',
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
  defaultErrorComponent: PageError,
  defaultPendingComponent: PageLoading,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

watchSession(queryClient, router)

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into.')

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)

import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { sessionQuery } from './features/account/account.queries'
import { watchSession } from './features/account/session-watch'
import { TeamQueryClient, createTeamClients } from './app/team/team-clients'
import { routeTree } from './routeTree.gen'
import { PageError, PageLoading } from './app/page/page-states'
import { openOfflineCache } from './app/pwa/offline-cache'
import { registerServiceWorker } from './app/pwa/register'
import { UpdatePrompt } from './app/pwa/UpdatePrompt'
import { followAccountLanguage } from './i18n/follow-account'
import { I18nProvider } from './i18n/I18nProvider'
import { initialLanguage, switchLanguage } from './i18n/locale'
import { READ_DEADLINE_MS } from './lib/signal'
import './ui/tokens.css'
import './ui/base.css'
import './ui/components.css'
import './ui/controls.css'
// The shell index.html paints before any script runs (shell-skeleton.ts) has its styles in the first stylesheet.
import './app/shell/shell.css'
import './app/shell/shell-skeleton.css'

// The app's own cache: who is signed in, for the pages outside a team. Each team has one of its own (team-clients.ts).
const queryClient = new TeamQueryClient(null)
// What the person's pages showed last, kept on the device: read before the first page loads, so that without a
// network the app opens on it (app/pwa/offline-cache.ts). A short wait for IndexedDB, with none online to speak of.
// The person's language (the one last used on this device, else the browser's) is loaded alongside: a page is
// not shown in one language and then another, unless its words do not come within the read deadline (one bar of
// signal on a first visit, before the app is kept on the device): the app then starts in English rather than not
// at all, and speaks the language once its words have come.
const [offlineCache] = await Promise.all([
  openOfflineCache(),
  Promise.race([
    switchLanguage(initialLanguage(), { keep: false }),
    new Promise((resolve) => setTimeout(resolve, READ_DEADLINE_MS)),
  ]),
])
const teamClients = createTeamClients(queryClient, (client) => watchSession(client, router), offlineCache)

const router = createRouter({
  routeTree,
  context: { queryClient, teamClients },
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
// Once signed in, the account's language: the one chosen in the profile on any device.
followAccountLanguage(queryClient)
// Only now, so that a session put back without a network counts as signed in, and one found ended later leads to
// the sign-in page as any other.
offlineCache.attach(queryClient, 'app')

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into.')

// index.html paints the shell before any script runs (shell-skeleton.ts). It stays until the app's first page is
// in the document, so the screen never goes blank in between: React renders into an element of its own beside it,
// and the static shell is removed as soon as React's first content arrives, before the browser paints again.
const staticShell = [...container.childNodes]
const appRoot = document.createElement('div')
appRoot.className = 'app-root'
container.append(appRoot)
new MutationObserver((_, observer) => {
  if (!appRoot.hasChildNodes()) return
  for (const node of staticShell) node.remove()
  observer.disconnect()
}).observe(appRoot, { childList: true })

// index.html preloads the session, and a browser hands a preloaded response to the first matching fetch, however
// late: a page that never asks (the reset-password page) would leave it to the first session read after signing in,
// which would then say nobody is signed in. So every page takes it now, as the first thing the app reads.
void queryClient.prefetchQuery(sessionQuery())

// The first page's session, route code and data start loading now, not after React's first render.
router.load().catch(console.error)

// The service worker: the app without a network, and its new versions (app/pwa/). Only in the production build.
registerServiceWorker()

createRoot(appRoot).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <RouterProvider router={router} />
        <UpdatePrompt />
      </I18nProvider>
    </QueryClientProvider>
  </StrictMode>,
)

/**
 * The app's service worker, built by vite-plugin-pwa (`injectManifest`, see web/vite.config.ts) to `/sw.js`.
 *
 * What it does, and only that:
 * - keeps the built app (index.html and the hashed scripts, styles and the favicon) in a cache made at install,
 *   so the app starts without a network; the hashed files are answered from it, the newest build's only;
 * - answers a page load (a navigation) with the cached index.html at once, never waiting on the network: on one
 *   bar of signal the app and its navigation show straight away, a team page with its heading already in the
 *   HTML (written into the kept shell, as the server's answer holds it). A deploy is found by the browser's own check of
 *   `/sw.js` at that load, and offered as a new version (the banner below) rather than picked up unasked;
 * - never touches `/api/*` (team data, uploads, the session) nor the live socket, but for the gallery's images:
 *   those go to the network as if there were no worker. Offline reads come from the page's own saved answers
 *   (app/pwa/offline-cache.ts); the gallery's images are kept here, and dropped as soon as the person may no longer
 *   see them (shared/gallery/gallery-images.sw.ts);
 * - shows push notifications and opens their page when one is clicked;
 * - waits with a new version until the page asks it to take over (the "new version" banner, UpdatePrompt.tsx).
 *
 * - sends the outbox of writes made offline when the browser says the signal is back (Background Sync).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerGalleryImages } from '../../shared/gallery/gallery-images.sw'
import { deviceShell } from '../../i18n/device-language'
import { titledPageIn, withPageHeader } from '../page/page-header-html'
import { defaultLanguage, type Language } from '@teamspace/domain/shared/languages'
import { registerOutboxSync } from '../../lib/outbox/sw-sync'
import { appPath, notificationImages, parsePushPayload } from './push-payload'

// The worker's own global, typed here: the project's TypeScript is set up for pages (the DOM library), not workers.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}
interface WindowClient {
  readonly url: string
  focus(): Promise<WindowClient>
  navigate(url: string): Promise<WindowClient | null>
}
interface WorkerGlobal {
  readonly location: Location
  readonly navigator: { readonly languages: readonly string[] }
  readonly registration: ServiceWorkerRegistration
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>
    openWindow(url: string): Promise<WindowClient | null>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void
  addEventListener(type: string, listener: (event: ExtendableEvent) => void): void
  /** The build's files and their revisions, written in by vite-plugin-pwa at this exact spot. */
  readonly __WB_MANIFEST: (PrecacheEntry | string)[]
}
declare const self: WorkerGlobal

/** The cached page every address of the app is (a single-page app: the router reads the address). */
export const APP_SHELL = '/index.html'

// ---------- The app's files ----------

precacheAndRoute(self.__WB_MANIFEST)
// The files of builds before this one go once this one is in charge.
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(
    // The kept app first: a network that accepts and never answers must not hold the page. The network only when
    // the cache has lost it (the browser cleared it under storage pressure).
    // The kept page in the device's language (the build writes one per language), else the English one.
    async ({ request, url }) => {
      const device = await deviceShell(APP_SHELL, self.navigator.languages)
      const inLanguage = await matchPrecache(device.shell)
      const kept = inLanguage ?? (await matchPrecache(APP_SHELL))
      if (!kept) return fetch(request).catch(() => Response.error())
      return withHeaderOf(url.pathname, kept, inLanguage ? device.language : defaultLanguage)
    },
    // The API's own addresses are never a page of the app (a file download, a calendar feed, an unsubscribe link).
    { denylist: [/^\/api\//] },
  ),
)

/**
 * The kept shell with the header of the team page an address names, in the shell's language, as the server's answer
 * holds it (page-header-html.ts): the installed app paints the page's heading before any script has run, as the
 * site does. Any other address, or a shell this build does not know, is answered as kept.
 */
async function withHeaderOf(pathname: string, kept: Response, language: Language): Promise<Response> {
  const page = titledPageIn(pathname, language)
  if (!page) return kept
  const html = withPageHeader(await kept.clone().text(), page)
  if (html === undefined) return kept
  // The kept answer's headers (its Content Security Policy among them), but for those of its old body's length.
  const headers = new Headers(kept.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(html, { status: kept.status, statusText: kept.statusText, headers })
}

// ---------- A new version ----------

// A new worker waits until the page says the person chose to reload (UpdatePrompt.tsx), never by itself.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// ---------- Push notifications ----------

self.addEventListener('push', (event) => {
  const payload = event.data ? parsePushPayload(event.data.text()) : undefined
  if (!payload) return
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      ...(payload.tag ? { tag: payload.tag } : {}),
      data: { url: appPath(payload.url, self.location.origin) },
      ...notificationImages,
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = appPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin)
  event.waitUntil(openApp(path))
})

/** Brings an open window of the app forward on that page, or opens one there. */
async function openApp(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (open) {
    const focused = await open.focus()
    if (focused.url === target) return
    // Only a window this worker controls can be sent elsewhere; one opened before it was installed cannot.
    const moved = await focused.navigate(target).catch(() => null)
    if (moved) return
  }
  await self.clients.openWindow(target)
}

// ---------- The gallery's images ----------

registerGalleryImages(self)

// ---------- Writes made offline ----------

// The outbox of writes made offline (web/src/lib/outbox) is sent again when the browser says the signal is back
// (Background Sync), even with no tab of the app open.
registerOutboxSync(self)

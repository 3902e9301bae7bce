/**
 * In the service worker: the gallery's images, kept on the phone so the gallery shows them without signal, and
 * dropped as soon as the phone learns they may no longer be seen (a family withdrew photo consent, a coach blurred a
 * region, the uploader deleted the photo).
 *
 * - An image's address (`/api/gallery/photos/<id>/thumbnail|display?team=…&v=…`) is answered from the phone's copy
 *   when there is one, and asked of the server meanwhile: a 404 or a refusal drops the copy (a guessed address
 *   included), a new answer replaces it. Without a copy the server answers, and its image is kept.
 * - At each contact the page reports (the gallery's list fetched, the signal back: `GALLERY_PRUNE`), the worker asks
 *   the server which of the photos it keeps the caller may still see, and drops every other.
 * - The server never lets the browser's own cache keep these images (`no-store`): this is the only copy.
 */
import { registerRoute } from 'workbox-routing'

/** The cache's name: the app drops every `team-data-` cache when someone signs out (app/pwa/offline-cache.ts). */
export const GALLERY_IMAGES_CACHE = 'team-data-gallery-images'
/** The page's word that it has just been in touch with the server. */
export const GALLERY_PRUNE = 'GALLERY_PRUNE'

const RENDITION = /^\/api\/gallery\/photos\/([A-Za-z0-9_-]+)\/(?:thumbnail|display)$/
/** The photo ids one check asks about (the server's limit). */
const CHECK_BATCH = 500

interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void
}
interface GalleryWorker {
  readonly location: Location
  addEventListener(type: 'message', listener: (event: WaitUntil & { readonly data: unknown }) => void): void
}

const photoIdOf = (url: URL) => RENDITION.exec(url.pathname)?.[1]
const addressOf = (url: URL) => `${url.pathname}${url.search}`

/** Whether the server's answer says the image is not (or no longer) the caller's to see. */
const refused = (response: Response) => response.status === 404 || response.status === 401 || response.status === 403

async function answer(request: Request, event: WaitUntil): Promise<Response> {
  const cache = await caches.open(GALLERY_IMAGES_CACHE)
  const kept = await cache.match(request)
  const fresh = fetch(request, { cache: 'no-store' }).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone())
    else if (refused(response)) await cache.delete(request)
    return response
  })
  if (!kept) return fresh
  // The copy shows at once; the server's answer decides whether it stays.
  event.waitUntil(fresh.catch(() => undefined))
  return kept
}

/** Drops every kept image of a photo the caller may no longer see, team by team. */
async function prune(origin: string): Promise<void> {
  const cache = await caches.open(GALLERY_IMAGES_CACHE)
  const byTeam = new Map<string, { request: Request; url: URL; photoId: string }[]>()
  for (const request of await cache.keys()) {
    const url = new URL(request.url)
    const photoId = photoIdOf(url)
    const team = url.searchParams.get('team')
    if (url.origin !== origin || !photoId || !team) {
      await cache.delete(request)
      continue
    }
    byTeam.set(team, [...(byTeam.get(team) ?? []), { request, url, photoId }])
  }
  for (const [team, entries] of byTeam) {
    const photoIds = [...new Set(entries.map((entry) => entry.photoId))]
    for (let start = 0; start < photoIds.length; start += CHECK_BATCH) {
      const asked = new Set(photoIds.slice(start, start + CHECK_BATCH))
      const response = await fetch('/api/gallery/photos/visible', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-team': team },
        body: JSON.stringify({ photoIds: [...asked] }),
        credentials: 'same-origin',
        cache: 'no-store',
      })
      // Not signed in, or the server unwell: nothing learnt, nothing dropped (signing out drops it all anyway).
      if (!response.ok && response.status !== 404) continue
      const visible = new Set(response.ok ? ((await response.json()) as { urls: string[] }).urls : [])
      for (const entry of entries) {
        if (asked.has(entry.photoId) && !visible.has(addressOf(entry.url))) await cache.delete(entry.request)
      }
    }
  }
}

/**
 * A check tried again a few times, a second more apart each time: the first request after the signal returns may
 * fail, and the next contact may be long in coming.
 */
async function pruneTrying(origin: string): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      return await prune(origin)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, attempt * 1000))
    }
  }
}

/** The gallery's images in the worker: kept, answered without signal, and dropped when no longer visible. */
export function registerGalleryImages(self: GalleryWorker): void {
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin && request.method === 'GET' && RENDITION.test(url.pathname),
    (options: { request: Request; event: unknown }) => answer(options.request, options.event as WaitUntil),
  )
  // One check at a time; contacts made meanwhile make one more after it, never none (a withdrawal seen then counts).
  let running: Promise<void> | null = null
  let again = false
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null
    if (data?.type !== GALLERY_PRUNE) return
    if (running) {
      again = true
      event.waitUntil(running)
      return
    }
    running = (async () => {
      do {
        again = false
        await pruneTrying(self.location.origin)
      } while (again)
    })().finally(() => (running = null))
    event.waitUntil(running)
  })
}

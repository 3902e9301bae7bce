/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register'

/**
 * The service worker's address (built from `sw.ts` by web/vite.config.ts) and its scope: the whole app. A feature
 * that needs the registration (push subscriptions) waits for `navigator.serviceWorker.ready` after
 * `registerServiceWorker` has run; listeners of the worker itself go in `sw.ts`.
 */
export const SERVICE_WORKER_URL = '/sw.js'
export const SERVICE_WORKER_SCOPE = '/'

/** How often an open app asks whether a new version was deployed (also each time it is shown again). */
const UPDATE_CHECK_MS = 60 * 60_000

let updateReady = false
const listeners = new Set<() => void>()
let activateUpdate: ((reload?: boolean) => Promise<void>) | undefined

export const subscribeToUpdate = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
/** Whether a new version is installed and waits for the person to reload. */
export const isUpdateReady = () => updateReady

/** Lets the waiting version take over and reloads the page into it: only ever on the person's request. */
export async function reloadIntoUpdate(): Promise<void> {
  if (activateUpdate) await activateUpdate(true)
  else location.reload()
}

/**
 * Registers the service worker once the page has loaded (it never competes with the first paint). Only in the
 * production build: in development (`npm run dev`) the module does nothing, so no worker gets in the way.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  activateUpdate = registerSW({
    onNeedRefresh() {
      updateReady = true
      for (const listener of listeners) listener()
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return
      const check = () => {
        // Not while offline: the check would only fail.
        if (navigator.onLine && registration.installing === null) void registration.update().catch(() => undefined)
      }
      setInterval(check, UPDATE_CHECK_MS)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check()
      })
    },
  })
}

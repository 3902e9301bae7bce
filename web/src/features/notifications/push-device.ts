/**
 * This browser's side of push notifications: whether it can have them, its subscription, and which teams this
 * device was turned on for (kept in the browser: the server knows devices only by their secret address).
 */

export type PushSupport =
  | { readonly state: 'unsupported' }
  | { readonly state: 'unavailable' }
  | { readonly state: 'denied' }
  | { readonly state: 'ready'; readonly registration: ServiceWorkerRegistration }

/** Can this browser show notifications, and is the app's service worker there to receive them? */
export async function pushSupport(): Promise<PushSupport> {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window))
    return { state: 'unsupported' }
  if (!('serviceWorker' in navigator)) return { state: 'unsupported' }
  if (Notification.permission === 'denied') return { state: 'denied' }
  const registration = await navigator.serviceWorker.getRegistration()
  if (!registration) return { state: 'unavailable' }
  return { state: 'ready', registration }
}

/** The server's base64url key as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The browser has no push service to subscribe with (Chromium without Google's, some privacy browsers). */
export class NoPushService extends Error {
  constructor() {
    super('This browser has no push service.')
  }
}

/**
 * How long the push service may take to subscribe before we say there is none. A working one answers within a few
 * seconds; a browser without one may keep the request waiting for half a minute before it fails.
 */
export const PUSH_SERVICE_DEADLINE_MS = 8_000

/**
 * Asks for permission (a person's click started it) and subscribes this device; null when they said no. Throws
 * `NoPushService` when the browser's push service refuses (an AbortError) or does not answer in time.
 */
export async function subscribeDevice(
  registration: ServiceWorkerRegistration,
  publicKey: string,
  deadlineMs = PUSH_SERVICE_DEADLINE_MS,
): Promise<PushSubscription | null> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return null
  const existing = await registration.pushManager.getSubscription()
  if (existing) return existing
  const subscribing = registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  })
  return answeredWithin(subscribing, deadlineMs).catch((error: unknown) => {
    throw error instanceof DOMException && error.name === 'AbortError' ? new NoPushService() : error
  })
}

/** `promise`, or a `NoPushService` failure once `ms` have passed without its answer. */
export function answeredWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoPushService()), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

const storageKey = (teamId: string) => `teamspace.push.${teamId}`

/** Whether this device was turned on for the team (and still has a subscription to show for it). */
export function isOnForTeam(teamId: string): boolean {
  try {
    return localStorage.getItem(storageKey(teamId)) === 'on'
  } catch {
    return false
  }
}

export function rememberForTeam(teamId: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(storageKey(teamId), 'on')
    else localStorage.removeItem(storageKey(teamId))
  } catch {
    // A browser that keeps nothing shows the button again next time; turning on again is harmless.
  }
}

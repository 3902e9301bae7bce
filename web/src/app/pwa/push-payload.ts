/** A push message's payload and where its notification may lead: read by the service worker (sw.ts). */

/** What the server pushes: a notification's words and the page of the app it leads to. */
export interface PushPayload {
  title: string
  body: string
  /** A path of this app, such as `/t/<teamId>/calendar`. */
  url: string
  /** Notifications with the same tag replace each other (the same event changed twice). */
  tag?: string
}

/**
 * The pictures a notification shows: the app's icon beside the words, and the badge Android puts in the status bar.
 * The badge is drawn only by its shape (its alpha channel), so it is a white glyph on transparency, never the
 * full-bleed icon, which would show as a white square.
 */
export const notificationImages = { icon: '/icons/icon-192.png', badge: '/icons/badge-96.png' } as const

/** The payload, if it is one; anything else (not JSON, missing fields) is ignored. */
export function parsePushPayload(text: string): PushPayload | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { title, body, url, tag } = value as Record<string, unknown>
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string') return undefined
  if (tag !== undefined && typeof tag !== 'string') return undefined
  return tag === undefined ? { title, body, url } : { title, body, url, tag }
}

/** The same-origin path a notification may open; anything else (another site, a script URL) leads home. */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/'
  try {
    const target = new URL(url, origin)
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/'
  } catch {
    return '/'
  }
}

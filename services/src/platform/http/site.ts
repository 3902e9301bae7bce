import type { AddressInfo } from 'node:net'

/**
 * The site's own origin, from configuration or the address the server listens on, never from a request:
 * Host and X-Forwarded-* are the client's to choose, so a link or an Origin check built from them is theirs too.
 */
export interface Site {
  /** Where links in e-mails point. */
  origin(): string
  /** Whether a browser's Origin header names this site (the CSRF check). */
  accepts(origin: string | undefined): boolean
  /** The origins accepted, for the start-up log. */
  acceptedOrigins(): readonly string[]
  /** True when the configured address is HTTPS (and so HSTS may be sent). */
  readonly https: boolean
}

interface Listener {
  address(): AddressInfo | string | null
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const UNSPECIFIED = new Set(['0.0.0.0', '::'])

const normalise = (origin: string): string | null => {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

const listeningOrigins = (listener: Listener): string[] => {
  const address = listener.address()
  // Not listening: only `inject` (tests) reaches the app, and it calls itself http://localhost.
  if (!address || typeof address === 'string') return ['http://localhost']
  const { address: host, port } = address
  if (LOOPBACK.has(host) || UNSPECIFIED.has(host)) {
    const named = [`http://127.0.0.1:${port}`, `http://localhost:${port}`]
    return host === '::1' ? [...named, `http://[::1]:${port}`] : named
  }
  return [normalise(`http://${address.family === 'IPv6' ? `[${host}]` : host}:${port}`)!]
}

export const createSite = (listener: Listener, publicUrl: string | undefined): Site => {
  const configured = publicUrl ? normalise(publicUrl) : null
  if (publicUrl && !configured) throw new Error(`PUBLIC_URL is not an http(s) address: ${publicUrl}`)
  // Kept once known: while the server closes it has no address any more, yet its last requests still arrive.
  let listening: string[] | undefined
  const accepted = () => {
    if (configured) return [configured]
    if (listening) return listening
    const origins = listeningOrigins(listener)
    if (listener.address()) listening = origins
    return origins
  }
  return {
    origin: () => accepted()[0]!,
    accepts: (origin) => {
      if (!origin) return false
      // A browser sends the origin in its normal form: it matches as it is, without parsing it.
      if (accepted().includes(origin)) return true
      const given = normalise(origin)
      return given !== null && accepted().includes(given)
    },
    acceptedOrigins: accepted,
    https: configured?.startsWith('https:') ?? false,
  }
}

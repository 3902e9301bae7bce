/** Addresses that mean "every interface" when listening; a client reaches them through loopback. */
const ANY_INTERFACE: Readonly<Record<string, string>> = { '0.0.0.0': '127.0.0.1', '::': '[::1]' }

/**
 * Where the development server sends `/api` (and the live socket): the API server of `npm run dev`, started
 * with the same environment, so the same `PORT` and `HOST` it listens on (3000 and loopback by default).
 */
export const devApiTarget = (env: Readonly<Record<string, string | undefined>>) => {
  const port = env['PORT']?.trim() || '3000'
  const host = env['HOST']?.trim() || '127.0.0.1'
  const reachable = ANY_INTERFACE[host] ?? (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host)
  return `http://${reachable}:${port}`
}

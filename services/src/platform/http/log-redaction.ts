import type { FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Path or query parameters of this route that carry a secret (a token or code that grants access): the request
     * log keeps `[redacted]` in their place. The route declares them; the log knows no feature.
     */
    secret?: readonly string[]
  }
}

const REDACTED = '[redacted]'

/** The path with the segments that the route's pattern names as secret parameters replaced. */
const redactPath = (path: string, pattern: string, secret: ReadonlySet<string>) => {
  const patternSegments = pattern.split('/')
  const segments = path.split('/')
  // A pattern with a wildcard or a regular expression does not line up segment by segment: left as it is.
  if (patternSegments.length !== segments.length) return path
  return segments
    .map((segment, index) => {
      const part = patternSegments[index]!
      return part.startsWith(':') && secret.has(part.slice(1)) ? REDACTED : segment
    })
    .join('/')
}

/** The query with the values of the named parameters replaced; every value when `secret` is 'all'. */
const redactQuery = (query: string, secret: ReadonlySet<string> | 'all') =>
  query.replace(/([^&=]*)(=[^&]*)?/g, (pair, name: string, value: string | undefined) => {
    if (value === undefined) return pair
    let decoded = name
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '))
    } catch {
      // A name that does not decode is matched as it was sent.
    }
    return secret === 'all' || secret.has(decoded) ? `${name}=${REDACTED}` : pair
  })

/**
 * The request's address as the log may keep it. A route's declared secret parameters are replaced; an address
 * no route matched is a page of the single-page app (or a stray request), whose links carry their secrets in the
 * query (a link mailed or shared to open something), so every query value is replaced.
 */
export const redactUrl = (url: string, route: { readonly url?: string; readonly secret?: readonly string[] }) => {
  const hash = url.indexOf('#')
  const address = hash === -1 ? url : url.slice(0, hash)
  const mark = address.indexOf('?')
  const path = mark === -1 ? address : address.slice(0, mark)
  const query = mark === -1 ? undefined : address.slice(mark + 1)
  if (route.url === undefined) return query === undefined ? path : `${path}?${redactQuery(query, 'all')}`
  const secret = new Set(route.secret ?? [])
  if (secret.size === 0) return url
  const redactedPath = redactPath(path, route.url, secret)
  return query === undefined ? redactedPath : `${redactedPath}?${redactQuery(query, secret)}`
}

/** Fastify's request log line, minus the secrets that the matched route declares in its address. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url, { url: request.routeOptions.url, secret: request.routeOptions.config.secret }),
  remoteAddress: request.ip,
})

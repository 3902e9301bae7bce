import fastifyPlugin from 'fastify-plugin'
import { can, type RoutePermission } from '@teamspace/domain/shared/permissions'
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '@teamspace/domain/shared/errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { callerInTeam, type Caller, type CallerResolver, type Identity } from './identity'
import type { Site } from './site'

/** What a route validates before its handler runs (zod schemas): what the hostile-input test walks. */
export interface ApiRouteSchema {
  readonly body?: unknown
  readonly params?: unknown
  readonly querystring?: unknown
}

export interface ApiRoute {
  readonly method: string
  readonly url: string
  readonly permission: RoutePermission
  readonly schema: ApiRouteSchema
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with the permission it declared: what the access audit and isolation tests walk. */
    apiRoutes: ApiRoute[]
  }
  interface FastifyContextConfig {
    /** Every API route says who may call it; the app refuses to start when one does not. */
    permission?: RoutePermission
    /**
     * A public route whose own token is the credential (one-click unsubscribe), called by other sites' servers:
     * it needs no Origin check, as a forged request cannot know the token.
     */
    crossSite?: boolean
  }
  interface FastifyRequest {
    caller: Caller | null
  }
}

/** The member behind a team route (the access hook has already refused anyone else). */
export const identityOf = (request: FastifyRequest): Identity => {
  const identity = request.caller?.identity
  if (!identity) throw new UnauthenticatedError()
  return identity
}

/** The account behind a 'signed-in' route. */
export const callerOf = (request: FastifyRequest): Caller => {
  if (!request.caller) throw new UnauthenticatedError()
  return request.caller
}

/** The header a page sends with every request: the team it shows (its `/t/<teamId>/` address). */
export const TEAM_HEADER = 'x-team'

/** What a request for a team its caller does not belong to is told: the same whether the team exists or not. */
export const TEAM_NOT_FOUND = 'This team does not exist, or you are not a member of it.'

/**
 * The team a request names: its `X-Team` header, else its `team` query parameter (what an image, a download or the
 * live socket can carry, as a browser sends them no header of the page's choosing); `undefined` when it names none.
 * A header or parameter that is there but names no one team (empty, or given twice) is kept as `''`, which is no
 * team of anybody's: the request is refused rather than sent to the session's team.
 */
export const requestedTeam = (request: FastifyRequest): string | undefined => {
  const header = request.headers[TEAM_HEADER]
  if (header !== undefined) return typeof header === 'string' ? header : ''
  const query = (request.query as { team?: unknown } | undefined)?.team
  if (query !== undefined) return typeof query === 'string' ? query : ''
  return undefined
}

/**
 * The caller acting in the team the request names, or in the session's current team when it names none. A team
 * the account does not belong to is not found (404): a member of two teams reaches each one only by its own name,
 * and nobody learns which teams exist.
 */
export const callerForRequest = (request: FastifyRequest, caller: Caller): Caller => {
  const team = requestedTeam(request)
  if (team === undefined) return caller
  const inTeam = callerInTeam(caller, team)
  if (!inTeam) throw new NotFoundError(TEAM_NOT_FOUND, { code: 'team-not-found' })
  return inTeam
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface AccessOptions {
  readonly resolveCaller: CallerResolver
  /** The site's own origin, from configuration or the listening address (never from the request). */
  readonly site: Site
}

/**
 * Access control in one place, for every route: the permissions table (spec §6) through `can`, team scoping
 * through the caller's identity, and a CSRF check of `Origin` on every state-changing request and websocket.
 */
export const accessControl = fastifyPlugin(async (app: FastifyInstance, options: AccessOptions) => {
  app.decorateRequest('caller', null)
  app.decorate('apiRoutes', [] as ApiRoute[])

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return
    const permission = route.config?.permission
    if (!permission) throw new Error(`${String(route.method)} ${route.url} declares no permission`)
    const { body, params, querystring } = (route.schema ?? {}) as ApiRouteSchema
    const schema = { body, params, querystring }
    for (const method of [route.method].flat()) app.apiRoutes.push({ method, url: route.url, permission, schema })
  })

  const checkOrigin = (request: FastifyRequest) => {
    const { permission, crossSite } = request.routeOptions.config
    if (crossSite && permission === 'public') return
    const isWebsocket = request.headers.upgrade?.toLowerCase() === 'websocket'
    if (SAFE_METHODS.has(request.method) && !isWebsocket) return
    if (!options.site.accepts(request.headers.origin)) {
      throw new ForbiddenError('This request came from another site and was refused.', { code: 'bad-origin' })
    }
  }

  // Before body validation: a visitor without the right to call a route learns nothing about its input rules.
  // (A websocket upgrade refused here still gets a clean HTTP answer; earlier hooks would leave it hanging.)
  app.addHook('preValidation', async (request, reply) => {
    checkOrigin(request)
    const permission = request.routeOptions.config.permission
    if (!permission || permission === 'public') return
    const caller = await options.resolveCaller(request, reply)
    if (!caller) throw new UnauthenticatedError()
    request.caller = callerForRequest(request, caller)
    if (permission === 'signed-in') return
    const identity = request.caller.identity
    if (!identity) throw new UnauthenticatedError('You are not a member of a team any more.')
    if (!can(identity.role, permission)) throw new ForbiddenError()
  })
})

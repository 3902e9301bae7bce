import type { Role } from '@teamspace/domain/shared/roles'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { compiledQuery, type Placeholders, type ResultOf } from '../db/compiled-query'
import type { DB } from '../db/schema'
import type { Caller, CallerResolver } from '../http/identity'
import type { CallerCache } from './caller-cache'
import { DAY_MS, SESSION_COOKIE, SESSION_DAYS } from './sessions'
import { hashToken } from './tokens'

export interface CookieSettings {
  /** Secure cookies need HTTPS: on in production. */
  readonly secure: boolean
}

export const setSessionCookie = (reply: FastifyReply, settings: CookieSettings, token: string, expiresAt: Date) =>
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    expires: expiresAt,
  })

export const clearSessionCookie = (reply: FastifyReply, settings: CookieSettings) =>
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' })

type BySession = Placeholders<{ sessionId: string }>

const sessionRow = compiledQuery((db, { sessionId }: BySession) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .leftJoin('team_members', 'team_members.user_id', 'accounts.id')
    .leftJoin('profiles', 'profiles.user_id', 'accounts.id')
    .select([
      'sessions.expires_at',
      'accounts.id',
      'accounts.email',
      'team_members.team_id',
      'team_members.role',
      'profiles.name',
    ])
    .where('sessions.id', '=', sessionId),
)

const deleteSession = compiledQuery((db, { sessionId }: BySession) =>
  db.deleteFrom('sessions').where('id', '=', sessionId),
)

const extendSession = compiledQuery(
  (db, { sessionId, expiresAt }: Placeholders<{ sessionId: string; expiresAt: Date }>) =>
    db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).returning('id'),
)

const callerOf = (sessionId: string, row: ResultOf<typeof sessionRow>): Caller => ({
  accountId: row.id,
  email: row.email,
  sessionId,
  identity:
    row.team_id && row.role
      ? { userId: row.id, name: row.name ?? '', role: row.role as Role, teamId: row.team_id }
      : null,
})

/**
 * The session behind a cookie token with its account, membership and name: from the instance's cache when it
 * has it (no statement at all), else in one query. An expired session is deleted, one past half its life is
 * extended (Lucia's sliding expiry) and written, whichever way it was found; both are rare and cost one
 * statement more. An extension that finds the session gone (revoked on another instance a moment ago) refuses it.
 */
export const loadSessionCaller = async (
  db: Kysely<DB>,
  token: string,
  now = new Date(),
  cache?: CallerCache,
): Promise<{ caller: Caller; expiresAt: Date; renewed: boolean } | null> => {
  const sessionId = hashToken(token)
  let session = cache?.get(sessionId, now.getTime())
  if (!session) {
    const mark = cache?.mark() ?? 0
    const row = await sessionRow.executeTakeFirst(db, { sessionId })
    if (!row) return null
    session = { caller: callerOf(sessionId, row), expiresAt: row.expires_at }
    if (now < session.expiresAt) cache?.set(sessionId, session, mark, now.getTime())
  }
  if (now >= session.expiresAt) {
    cache?.forget({ sessionId })
    await deleteSession.execute(db, { sessionId })
    return null
  }
  if (session.expiresAt.getTime() - now.getTime() >= (SESSION_DAYS / 2) * DAY_MS)
    return { caller: session.caller, expiresAt: session.expiresAt, renewed: false }
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS)
  const mark = cache?.mark() ?? 0
  const extended = await extendSession.execute(db, { sessionId, expiresAt })
  if (extended.rows.length === 0) {
    cache?.forget({ sessionId })
    return null
  }
  cache?.set(sessionId, { caller: session.caller, expiresAt }, mark, now.getTime())
  return { caller: session.caller, expiresAt, renewed: true }
}

/**
 * Resolves the session cookie, once per request however many times it is asked; renews the cookie when the
 * session's expiry slid forward, clears a dead one.
 */
export const sessionCaller = (db: Kysely<DB>, settings: CookieSettings, cache?: CallerCache): CallerResolver => {
  const resolved = new WeakMap<FastifyRequest, Promise<Caller | null>>()
  const resolve = async (request: FastifyRequest, reply: FastifyReply): Promise<Caller | null> => {
    const token = request.cookies[SESSION_COOKIE]
    if (!token) return null
    const session = await loadSessionCaller(db, token, new Date(), cache)
    if (!session) {
      clearSessionCookie(reply, settings)
      return null
    }
    if (session.renewed) setSessionCookie(reply, settings, token, session.expiresAt)
    return session.caller
  }
  return (request, reply) => {
    let caller = resolved.get(request)
    if (!caller) {
      caller = resolve(request, reply)
      resolved.set(request, caller)
    }
    return caller
  }
}

import type { Role } from '@teamspace/domain/shared/roles'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Caller, CallerResolver } from '../http/identity'
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

/**
 * The session behind a cookie token with its account, membership and name, in one query: the only round trip
 * a signed-in request makes before its own work. An expired session is deleted, one past half its life is
 * extended (Lucia's sliding expiry); both are rare and cost one statement more.
 */
export const loadSessionCaller = async (
  db: Kysely<DB>,
  token: string,
  now = new Date(),
): Promise<{ caller: Caller; expiresAt: Date; renewed: boolean } | null> => {
  const sessionId = hashToken(token)
  const row = await db
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
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst()
  if (!row) return null
  if (now >= row.expires_at) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
    return null
  }
  let expiresAt = row.expires_at
  let renewed = false
  if (expiresAt.getTime() - now.getTime() < (SESSION_DAYS / 2) * DAY_MS) {
    expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS)
    renewed = true
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute()
  }
  const caller: Caller = {
    accountId: row.id,
    email: row.email,
    sessionId,
    identity:
      row.team_id && row.role
        ? { userId: row.id, name: row.name ?? '', role: row.role as Role, teamId: row.team_id }
        : null,
  }
  return { caller, expiresAt, renewed }
}

/**
 * Resolves the session cookie, once per request however many times it is asked; renews the cookie when the
 * session's expiry slid forward, clears a dead one.
 */
export const sessionCaller = (db: Kysely<DB>, settings: CookieSettings): CallerResolver => {
  const resolved = new WeakMap<FastifyRequest, Promise<Caller | null>>()
  const resolve = async (request: FastifyRequest, reply: FastifyReply): Promise<Caller | null> => {
    const token = request.cookies[SESSION_COOKIE]
    if (!token) return null
    const session = await loadSessionCaller(db, token)
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

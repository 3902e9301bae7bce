import type { Role } from '@teamspace/domain/shared/roles'
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Caller, CallerResolver } from '../http/identity'
import { SESSION_COOKIE, validateSession } from './sessions'

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

/** The account and membership behind an account id, in one query. */
export const loadCaller = async (
  db: Kysely<DB>,
  accountId: string,
  sessionId: string | null,
): Promise<Caller | null> => {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('team_members', 'team_members.user_id', 'accounts.id')
    .leftJoin('profiles', 'profiles.user_id', 'accounts.id')
    .select(['accounts.id', 'accounts.email', 'team_members.team_id', 'team_members.role', 'profiles.name'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst()
  if (!row) return null
  return {
    accountId: row.id,
    email: row.email,
    sessionId,
    identity:
      row.team_id && row.role
        ? { userId: row.id, name: row.name ?? '', role: row.role as Role, teamId: row.team_id }
        : null,
  }
}

/** Resolves the session cookie; renews the cookie when the session's expiry slid forward, clears a dead one. */
export const sessionCaller =
  (db: Kysely<DB>, settings: CookieSettings): CallerResolver =>
  async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE]
    if (!token) return null
    const session = await validateSession(db, token)
    if (!session) {
      clearSessionCookie(reply, settings)
      return null
    }
    if (session.renewed) setSessionCookie(reply, settings, token, session.expiresAt)
    return loadCaller(db, session.accountId, session.sessionId)
  }

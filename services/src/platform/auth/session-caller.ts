import type { Role } from '@teamspace/domain/shared/roles'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { compiledQuery, type Placeholders, type ResultOf } from '../db/compiled-query'
import type { DB } from '../db/schema'
import type { Caller, CallerResolver, Membership } from '../http/identity'
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

/** The session with its account and name, one row per team of the account (one row with no team when it has none). */
const sessionRows = compiledQuery((db, { sessionId }: BySession) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .leftJoin('team_members', 'team_members.user_id', 'accounts.id')
    .leftJoin('profiles', 'profiles.user_id', 'accounts.id')
    .select([
      'sessions.expires_at',
      'sessions.team_id as current_team_id',
      'accounts.id',
      'accounts.email',
      'team_members.team_id',
      'team_members.role',
      'profiles.name',
    ])
    .where('sessions.id', '=', sessionId)
    .orderBy('team_members.joined_at')
    .orderBy('team_members.team_id'),
)

const deleteSession = compiledQuery((db, { sessionId }: BySession) =>
  db.deleteFrom('sessions').where('id', '=', sessionId),
)

const extendSession = compiledQuery(
  (db, { sessionId, expiresAt }: Placeholders<{ sessionId: string; expiresAt: Date }>) =>
    db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).returning('id'),
)

/** The session's caller, acting in the session's current team, or in the earliest one when that team is gone. */
const callerOf = (sessionId: string, rows: readonly ResultOf<typeof sessionRows>[]): Caller => {
  const [first] = rows as [ResultOf<typeof sessionRows>]
  const memberships: Membership[] = []
  for (const row of rows) if (row.team_id && row.role) memberships.push({ teamId: row.team_id, role: row.role as Role })
  const current = memberships.find((each) => each.teamId === first.current_team_id) ?? memberships[0]
  const name = first.name ?? ''
  return {
    accountId: first.id,
    email: first.email,
    sessionId,
    name,
    memberships,
    identity: current ? { userId: first.id, name, role: current.role, teamId: current.teamId } : null,
  }
}

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
    const { rows } = await sessionRows.execute(db, { sessionId })
    if (rows.length === 0) return null
    session = { caller: callerOf(sessionId, rows), expiresAt: rows[0]!.expires_at }
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

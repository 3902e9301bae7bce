import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { generateToken, hashToken } from './tokens'

/** Sessions follow Lucia's design: a random token in the cookie, its SHA-256 in the table, sliding expiry. */
export const SESSION_DAYS = 30
export const DAY_MS = 24 * 60 * 60 * 1000

export const SESSION_COOKIE = 'ts_session'

export interface NewSession {
  readonly token: string
  readonly expiresAt: Date
}

/** A new session, in `teamId` when given (the team just joined or created), else in the account's earliest team. */
export const createSession = async (
  db: Kysely<DB>,
  accountId: string,
  now = new Date(),
  teamId: string | null = null,
): Promise<NewSession> => {
  const token = generateToken()
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS)
  await db
    .insertInto('sessions')
    .values({ id: hashToken(token), account_id: accountId, expires_at: expiresAt, team_id: teamId })
    .execute()
  return { token, expiresAt }
}

export interface ValidSession {
  readonly sessionId: string
  readonly accountId: string
  readonly expiresAt: Date
  /** True when the expiry moved: the cookie must be sent again with the new date. */
  readonly renewed: boolean
}

/** The session behind a cookie token, or null; an expired one is deleted, one past half its life is extended. */
export const validateSession = async (
  db: Kysely<DB>,
  token: string,
  now = new Date(),
): Promise<ValidSession | null> => {
  const sessionId = hashToken(token)
  const row = await db
    .selectFrom('sessions')
    .select(['account_id', 'expires_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst()
  if (!row) return null
  if (now >= row.expires_at) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
    return null
  }
  if (row.expires_at.getTime() - now.getTime() < (SESSION_DAYS / 2) * DAY_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS)
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute()
    return { sessionId, accountId: row.account_id, expiresAt, renewed: true }
  }
  return { sessionId, accountId: row.account_id, expiresAt: row.expires_at, renewed: false }
}

export const invalidateSession = (db: Kysely<DB>, sessionId: string) =>
  db.deleteFrom('sessions').where('id', '=', sessionId).execute()

/** Signs the account out everywhere, except (optionally) the session that asked. */
export const invalidateOtherSessions = (db: Kysely<DB>, accountId: string, keepSessionId?: string) =>
  db
    .deleteFrom('sessions')
    .where('account_id', '=', accountId)
    .$if(keepSessionId !== undefined, (q) => q.where('id', '!=', keepSessionId!))
    .execute()

import { UnauthenticatedError } from '@teamspace/domain/shared/errors'
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import { setSessionCookie, type CookieSettings } from '../../platform/auth/session-caller'
import { createSession } from '../../platform/auth/sessions'
import type { DB } from '../../platform/db/schema'
import { findMe } from './account.queries'

/** Opens a session for the account, sets its cookie and answers with the person as the browser sees them. */
export const startSession = async (db: Kysely<DB>, reply: FastifyReply, cookies: CookieSettings, accountId: string) => {
  const session = await createSession(db, accountId)
  setSessionCookie(reply, cookies, session.token, session.expiresAt)
  const user = await findMe(db, accountId)
  if (!user) throw new UnauthenticatedError()
  return { user }
}

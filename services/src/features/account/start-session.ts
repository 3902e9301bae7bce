import { UnauthenticatedError } from '@teamspace/domain/shared/errors'
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import { setSessionCookie, type CookieSettings } from '../../platform/auth/session-caller'
import { createSession } from '../../platform/auth/sessions'
import type { DB } from '../../platform/db/schema'
import { findMe } from './account.queries'

/**
 * Opens a session for the account, in `teamId` when given (the team just joined or created) else in its earliest
 * team, sets its cookie and answers with the person as the browser sees them there.
 */
export const startSession = async (
  db: Kysely<DB>,
  reply: FastifyReply,
  cookies: CookieSettings,
  accountId: string,
  teamId: string | null = null,
) => {
  const session = await createSession(db, accountId, new Date(), teamId)
  setSessionCookie(reply, cookies, session.token, session.expiresAt)
  const user = await findMe(db, accountId, teamId)
  if (!user) throw new UnauthenticatedError()
  return { user }
}

import { passwordResetMail } from '@teamspace/domain/account/password-reset.mail'
import { readerLanguage } from '@teamspace/domain/i18n/speak'
import type { FastifyInstance } from 'fastify'
import type { Generated, Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import { generateToken, hashToken } from '../../platform/auth/tokens'
import type { DB, Timestamp } from '../../platform/db/schema'
import type { MailMessage } from '../../platform/mail/mail'
import { deliverOutbox, type OutboxDelivery, type QueuedMail } from '../../platform/mail/outbox-delivery'
import type { Delivery } from '../../platform/projections/subscriptions'
import { findAccountByEmail } from './account.queries'

declare module '../../platform/db/schema' {
  interface DB {
    password_reset_outbox: PasswordResetOutboxTable
  }
}

/**
 * A reset link asked for: the address as typed, whether or not an account has it. The sender makes the link;
 * the row is deleted once handled, so the address is kept no longer than the mail takes.
 */
export interface PasswordResetOutboxTable {
  key: string
  email: string
  created_at: Generated<Date>
  attempts: Generated<number>
  next_attempt_at: Generated<Date>
  claimed_until: Timestamp | null
  outcome: 'sent' | 'skipped' | 'failed' | null
  finished_at: Timestamp | null
  last_error: string | null
}

interface QueuedReset extends QueuedMail {
  readonly email: string
}

const RESET_LIFETIME_MS = 60 * 60 * 1000

/** Only the newest reset link of an account works, and none once the password has changed. */
export const voidResetTokens = (db: Kysely<DB>, accountId: string) =>
  db.deleteFrom('password_reset_tokens').where('account_id', '=', accountId).execute()

/** The same one insert for every address: the request's work does not depend on whether it has an account. */
export const queueResetMail = async (db: Kysely<DB>, email: string) => {
  await db.insertInto('password_reset_outbox').values({ key: nanoid(), email }).execute()
}

/**
 * A fresh link for the account, made as its mail is about to go: the token's hash replaces any older link and
 * the token itself lives only in the mail, so a retry after a failed attempt carries a new link that works.
 */
const resetMail = async (db: Kysely<DB>, origin: string, email: string): Promise<MailMessage | null> => {
  const account = await findAccountByEmail(db, email)
  if (!account) return null
  const token = generateToken()
  await db.transaction().execute(async (trx) => {
    await voidResetTokens(trx, account.id)
    await trx
      .insertInto('password_reset_tokens')
      .values({
        token_hash: hashToken(token),
        account_id: account.id,
        expires_at: new Date(Date.now() + RESET_LIFETIME_MS),
      })
      .execute()
  })
  return {
    to: account.email,
    ...passwordResetMail(`${origin}/reset-password?token=${token}`, readerLanguage(account.language)),
  }
}

/**
 * The reset links asked for, mailed after the request answered: an address without an account is dropped, and
 * a mail server that is down delays the link (retried for about an hour and a half) but never the answer.
 */
export const passwordResetMails = (app: FastifyInstance): Delivery => {
  const { db } = app.platform
  const delivery: OutboxDelivery<QueuedReset> = {
    table: 'password_reset_outbox',
    columns: ['email'],
    retryDelaysS: [5, 15, 30, 60, 120, 300, 600, 900, 1_800, 1_800],
    forgetWhenDone: true,
    prepare: async () => {
      const origin = app.site.origin()
      return (queued) => resetMail(db, origin, queued.email)
    },
  }
  return { name: 'password-reset-mails', deliver: (signal) => deliverOutbox(db, app.mail, signal, delivery) }
}

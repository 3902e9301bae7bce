import { createHmac, randomBytes } from 'node:crypto'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import type { Kysely } from 'kysely'
import { hashToken } from '../auth/tokens'
import type { DB, Timestamp } from '../db/schema'
import type { MailKind, MailMember } from './mail-kinds'

declare module '../db/schema' {
  interface DB {
    mail_secrets: MailSecretsTable
    mail_unsubscribe_links: MailUnsubscribeLinksTable
  }
}

/** A secret the server keeps for its mails, made once and shared by every instance through the database. */
export interface MailSecretsTable {
  name: string
  value: string
  created_at: Timestamp
}

/**
 * Which member and which kind of mail each one-click unsubscribe link turns off: by the SHA-256 of the link's
 * token, so the table alone grants nothing.
 */
export interface MailUnsubscribeLinksTable {
  token_hash: string
  kind: string
  team_id: string
  user_id: string
  created_at: Timestamp
}

const SECRET_NAME = 'unsubscribe-links'
const secrets = new WeakMap<Kysely<DB>, Promise<string>>()

/** The secret the links are made with: the first instance to need it makes it, every other reads the same. */
const secretOf = (db: Kysely<DB>) => {
  let secret = secrets.get(db)
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('mail_secrets')
        .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex'), created_at: new Date() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute()
      const row = await db
        .selectFrom('mail_secrets')
        .select('value')
        .where('name', '=', SECRET_NAME)
        .executeTakeFirstOrThrow()
      return row.value
    })()
    secret.catch(() => secrets.delete(db))
    secrets.set(db, secret)
  }
  return secret
}

/**
 * The member's one-click link for a kind: the same token in every mail of that kind (an HMAC of the member and
 * the kind), so nothing secret is kept per mail; its hash is noted so the route can find whom it names.
 */
export const unsubscribeUrl = async (
  db: Kysely<DB>,
  origin: string,
  kind: Pick<MailKind, 'name'>,
  member: MailMember,
) => {
  const mac = createHmac('sha256', await secretOf(db))
    .update(`${kind.name}\n${member.teamId}\n${member.userId}`)
    .digest()
  const token = encodeBase32LowerCaseNoPadding(mac.subarray(0, 20))
  await db
    .insertInto('mail_unsubscribe_links')
    .values({
      token_hash: hashToken(token),
      kind: kind.name,
      team_id: member.teamId,
      user_id: member.userId,
      created_at: new Date(),
    })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute()
  return `${origin}/api/mail/unsubscribe/${token}`
}

/** RFC 2369 and RFC 8058: the link, and that a POST to it unsubscribes without further questions. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/** The member and kind a link's token names, or undefined for a token no mail ever carried. */
export const findUnsubscribeLink = (db: Kysely<DB>, token: string) =>
  db
    .selectFrom('mail_unsubscribe_links')
    .select(['kind', 'team_id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()

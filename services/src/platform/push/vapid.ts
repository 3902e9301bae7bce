import type { Kysely } from 'kysely'
import webPush from 'web-push'
import type { DB } from '../db/schema'
import './push.tables'

export interface VapidKeys {
  /** Base64url: the application server key a browser subscribes with. */
  readonly publicKey: string
  readonly privateKey: string
}

const NAME = 'vapid'
const keys = new WeakMap<Kysely<DB>, Promise<VapidKeys>>()

/**
 * The server's VAPID key pair: made at first start and kept in the database, so every instance (and every
 * restart) signs with the same key and the browsers' subscriptions stay valid. Two instances starting at once
 * both offer a pair; the first insert wins and both read it back.
 */
export const vapidKeysOf = (db: Kysely<DB>): Promise<VapidKeys> => {
  let pair = keys.get(db)
  if (!pair) {
    pair = (async () => {
      const made = webPush.generateVAPIDKeys()
      await db
        .insertInto('push_keys')
        .values({ name: NAME, public_key: made.publicKey, private_key: made.privateKey })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute()
      const row = await db
        .selectFrom('push_keys')
        .select(['public_key', 'private_key'])
        .where('name', '=', NAME)
        .executeTakeFirstOrThrow()
      return { publicKey: row.public_key, privateKey: row.private_key }
    })()
    pair.catch(() => keys.delete(db))
    keys.set(db, pair)
  }
  return pair
}

/**
 * Who runs this server, for the push services (the VAPID `sub` claim): `mailto:` the address mail is sent
 * from (MAIL_FROM, else no-reply@ the host of PUBLIC_URL).
 */
export const vapidSubjectOf = (mailFrom: string) => {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()
  return `mailto:${address}`
}

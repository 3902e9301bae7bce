import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { MailPort } from '../../platform/mail/mail'
import { deliverOutbox, type ClaimedMail, type OutboxDelivery } from '../../platform/mail/outbox-delivery'
import './schedule-mails.tables'

/** Each recipient's address, while they are still a member who wants these mails. */
const addressesOf = async (db: Kysely<DB>, mails: readonly ClaimedMail[]) => {
  const rows = await db
    .selectFrom('accounts as a')
    .leftJoin('schedule_mail_preferences as p', 'p.user_id', 'a.id')
    .select(['a.id', 'a.email', 'p.enabled'])
    .select((eb) =>
      eb.exists(eb.selectFrom('team_members as m').select('m.user_id').whereRef('m.user_id', '=', 'a.id')).as('member'),
    )
    .where(
      'a.id',
      'in',
      mails.map((mail) => mail.user_id),
    )
    .execute()
  const addresses = new Map(rows.filter((row) => row.member && row.enabled !== false).map((row) => [row.id, row.email]))
  return (mail: ClaimedMail) => addresses.get(mail.user_id) ?? null
}

/**
 * Sends the queued schedule-change mails, after the transaction that queued them committed; a member who left
 * or turned the mails off meanwhile is skipped. Waits before each retry; after the last, the mail is given up.
 */
const delivery: OutboxDelivery = {
  table: 'schedule_mail_outbox',
  retryDelaysS: [5, 30, 120, 600, 1_800, 3_600, 3_600, 3_600],
  addressesOf,
}

export const deliverScheduleMails = (db: Kysely<DB>, mail: MailPort, signal: AbortSignal): Promise<Date | null> =>
  deliverOutbox(db, mail, signal, delivery)

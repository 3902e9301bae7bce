import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { MailPort } from '../../platform/mail/mail'
import { defineMailKind } from '../../platform/mail/opt-out'
import {
  deliverOutbox,
  memberMails,
  type ClaimedMail,
  type MemberMailDelivery,
} from '../../platform/mail/outbox-delivery'
import './schedule-mails.tables'

/** Sets a member's choice; setting it twice is the same as once. */
export const setScheduleMailPreference = async (db: Kysely<DB>, userId: string, enabled: boolean) => {
  await db
    .insertInto('schedule_mail_preferences')
    .values({ user_id: userId, enabled, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ enabled, updated_at: new Date() }))
    .execute()
}

export const scheduleMailPreferenceOf = async (db: Kysely<DB>, userId: string) => {
  const row = await db
    .selectFrom('schedule_mail_preferences')
    .select('enabled')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.enabled ?? true
}

/** Schedule-change mails are optional: each carries a one-click link that turns them off. */
export const scheduleChangeMails = defineMailKind({
  name: 'schedule-changes',
  label: 'schedule-change e-mails',
  turnOff: (db, { userId }) => setScheduleMailPreference(db, userId, false),
  isOn: (db, { userId }) => scheduleMailPreferenceOf(db, userId),
})

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
const delivery: MemberMailDelivery = {
  table: 'schedule_mail_outbox',
  retryDelaysS: [5, 30, 120, 600, 1_800, 3_600, 3_600, 3_600],
  addressesOf,
  optional: scheduleChangeMails,
}

export const deliverScheduleMails = (
  db: Kysely<DB>,
  mail: MailPort,
  signal: AbortSignal,
  origin: () => string,
): Promise<Date | null> => deliverOutbox(db, mail, signal, memberMails(db, origin, delivery))

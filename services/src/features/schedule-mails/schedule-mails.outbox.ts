import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { MailPort } from '../../platform/mail/mail'
import { defineMailKind, type MailMember } from '../../platform/mail/opt-out'
import {
  deliverOutbox,
  memberMails,
  type ClaimedMail,
  type MemberMailDelivery,
} from '../../platform/mail/outbox-delivery'
import './schedule-mails.tables'

/** Sets a member's choice for one team's mails; setting it twice is the same as once. */
export const setScheduleMailPreference = async (db: Kysely<DB>, { teamId, userId }: MailMember, enabled: boolean) => {
  await db
    .insertInto('schedule_mail_preferences')
    .values({ team_id: teamId, user_id: userId, enabled, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['team_id', 'user_id']).doUpdateSet({ enabled, updated_at: new Date() }))
    .execute()
}

export const scheduleMailPreferenceOf = async (db: Kysely<DB>, { teamId, userId }: MailMember) => {
  const row = await db
    .selectFrom('schedule_mail_preferences')
    .select('enabled')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.enabled ?? true
}

/**
 * Schedule-change mails are optional, team by team: each carries a one-click link that turns off that team's
 * (the link names the team and the member).
 */
export const scheduleChangeMails = defineMailKind({
  name: 'schedule-changes',
  label: 'schedule-change e-mails',
  turnOff: (db, member) => setScheduleMailPreference(db, member, false),
  isOn: (db, member) => scheduleMailPreferenceOf(db, member),
})

/** Each recipient's address, while they are still a member of the mail's team who wants its mails. */
const addressesOf = async (db: Kysely<DB>, mails: readonly ClaimedMail[]) => {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('team_members as m', 'm.user_id', 'a.id')
    .leftJoin('schedule_mail_preferences as p', (join) =>
      join.onRef('p.team_id', '=', 'm.team_id').onRef('p.user_id', '=', 'm.user_id'),
    )
    .select(['a.id', 'a.email', 'm.team_id', 'p.enabled'])
    .where(
      'a.id',
      'in',
      mails.map((mail) => mail.user_id),
    )
    .execute()
  const addresses = new Map(
    rows.filter((row) => row.enabled !== false).map((row) => [`${row.team_id}:${row.id}`, row.email]),
  )
  return (mail: ClaimedMail) => addresses.get(`${mail.team_id}:${mail.user_id}`) ?? null
}

/**
 * Sends the queued schedule-change mails, after the transaction that queued them committed; a member who left
 * the team or turned its mails off meanwhile is skipped. Waits before each retry; after the last, the mail is given up.
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

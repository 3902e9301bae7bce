import { scheduleMailRoutes } from '@teamspace/domain/schedule-mails/schedule-mails.schemas'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { MailPort } from '../../platform/mail/mail'
import { defineMailKind } from '../../platform/mail/mail-kinds'
import { deliverOutbox, memberMails, type MemberMailDelivery } from '../../platform/mail/outbox-delivery'
import './schedule-mails.tables'

/**
 * Schedule-change mails go to every member of the team until they turn them off, team by team: each carries a
 * one-click link that turns off that team's (the link names the team and the member).
 */
export const scheduleChangeMails = defineMailKind({
  name: 'schedule-changes',
  label: 'schedule-change e-mails',
  defaultOn: true,
  recipients: 'team',
  setting: scheduleMailRoutes.preference,
})

/**
 * Sends the queued schedule-change mails, after the transaction that queued them committed; a member who left
 * the team or turned its mails off meanwhile is skipped. Waits before each retry; after the last, the mail is given up.
 */
const delivery: MemberMailDelivery = {
  table: 'schedule_mail_outbox',
  retryDelaysS: [5, 30, 120, 600, 1_800, 3_600, 3_600, 3_600],
  kind: scheduleChangeMails,
}

export const deliverScheduleMails = (
  db: Kysely<DB>,
  mail: MailPort,
  signal: AbortSignal,
  origin: () => string,
): Promise<Date | null> => deliverOutbox(db, mail, signal, memberMails(db, origin, delivery))

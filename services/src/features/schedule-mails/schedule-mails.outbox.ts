import { scheduleMailRoutes } from '@teamspace/domain/schedule-mails/schedule-mails.schemas'
import { defineMailKind } from '../../platform/mail/mail-kinds'
import type { MemberMailOutbox } from '../../platform/mail/outbox-delivery'
import './schedule-mails.tables'

/**
 * Schedule-change mails go to every member of the team until they turn them off, team by team: each carries a
 * one-click link that turns off that team's (the link names the team and the member).
 */
export const scheduleChangeMails = defineMailKind({
  name: 'schedule-changes',
  label: { en: 'schedule-change e-mails', de: 'E-Mails zu Terminänderungen', es: 'correos de cambios de horario' },
  defaultOn: true,
  recipients: 'team',
  setting: scheduleMailRoutes.preference,
})

/** One mail per member and change, kept a month once done with; retried for nearly four hours. */
export const scheduleMailOutbox: MemberMailOutbox = {
  table: 'schedule_mail_outbox',
  keepDays: 30,
  retryDelaysS: [5, 30, 120, 600, 1_800, 3_600, 3_600, 3_600],
  kind: scheduleChangeMails,
}

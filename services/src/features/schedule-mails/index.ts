import { schedulePushKind } from '@teamspace/domain/schedule-mails/schedule-change.push'
import { defineFeature } from '../../platform/feature'
import { mailPreferenceRoutes } from '../../platform/mail/mail-kinds'
import { scheduleChangeMails, scheduleMailOutbox } from './schedule-mails.outbox'
import { scheduleMailsSettings } from './schedule-mails.settings'
import { scheduleMailSubscriber } from './schedule-mails.subscriber'

/**
 * E-mails telling the team when an upcoming calendar event of the next 14 days moves, changes place or is
 * cancelled: an asynchronous subscriber with its own checkpoint and outbox, and each member's opt-out.
 */
export const scheduleMailsFeature = defineFeature<never>({
  name: 'schedule-mails',
  // Each member's own setting, at the address the profile page reads and sets.
  routes: mailPreferenceRoutes(scheduleChangeMails),
  // The mails queued for a deleted account (its setting goes with every kind's: see mail-kinds.ts).
  erasure: {
    member: async (trx, { userId }) => {
      await trx.deleteFrom('schedule_mail_outbox').where('user_id', '=', userId).execute()
    },
    membership: async (trx, { teamId, userId }) => {
      await trx.deleteFrom('schedule_mail_outbox').where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    },
  },
  subscribers: [scheduleMailSubscriber],
  mailKinds: [scheduleChangeMails],
  pushKinds: [schedulePushKind],
  mailOutboxes: [scheduleMailOutbox],
  settings: scheduleMailsSettings,
  liveTopics: {},
})

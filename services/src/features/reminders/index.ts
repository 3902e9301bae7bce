import { remindersHistory } from '@teamspace/domain/reminders/reminders.history'
import type { RemindersDomainEvent } from '@teamspace/domain/reminders/reminders.events'
import { remindersPushKind } from '@teamspace/domain/reminders/reminders.push'
import { defineFeature } from '../../platform/feature'
import { reminderJob } from './reminders.job'
import { reminderMailOutbox, reminderMails } from './reminders.outbox'
import { remindersProjection } from './reminders.projection'
import { reminderRoutes } from './reminders.routes'

/**
 * Reminders to answer availability (the job at each team's lead time, and a coach's by hand) and families'
 * "Got it" for a change of an event's time or place.
 */
export const remindersFeature = defineFeature<RemindersDomainEvent>({
  name: 'reminders',
  routes: reminderRoutes,
  // The reminder mails queued for a member (their opt-out goes with every kind's: see mail-kinds.ts); a deleted
  // player's unsent mails, which name them. (The confirmations are ids only, and the coach's list reads the team's
  // members as they are now.)
  erasure: {
    member: async (trx, { userId }) => {
      await trx.deleteFrom('reminder_mail_outbox').where('user_id', '=', userId).execute()
    },
    membership: async (trx, { teamId, userId }) => {
      await trx.deleteFrom('reminder_mail_outbox').where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    },
    player: async (trx, { playerId }) => {
      await trx
        .deleteFrom('reminder_mail_outbox')
        .where((eb) => eb(eb.val(playerId), '=', eb.fn.any('player_ids')))
        .execute()
    },
  },
  projections: [remindersProjection],
  history: remindersHistory,
  deliveries: [reminderJob],
  mailKinds: [reminderMails],
  pushKinds: [remindersPushKind],
  mailOutboxes: [reminderMailOutbox],
  liveTopics: {
    ReminderLeadChosen: ['reminders'],
    // An event's reminders (when the last went, when the next may) show in its availability panel, whose queries
    // are the availability's: an answer changes who a reminder would reach.
    AutomaticReminderSent: ['reminders', 'availability'],
    ManualReminderSent: ['reminders', 'availability'],
    ScheduleChangeAcknowledged: ['reminders'],
  },
})

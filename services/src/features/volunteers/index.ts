import type { VolunteerDomainEvent } from '@teamspace/domain/volunteers/volunteers.events'
import { defineFeature } from '../../platform/feature'
import { volunteerMailOutbox, volunteerMailSubscriber } from './volunteers.mails'
import { volunteersProjection } from './volunteers.projection'
import { volunteerReminderJob, volunteerReminderMailOutbox, volunteerReminderMails } from './volunteers.reminders'
import { volunteersRoutes } from './volunteers.routes'
import { volunteersHistory } from '@teamspace/domain/volunteers/volunteers.history'
import { foodUpcasters } from '@teamspace/domain/volunteers/food.upcasters'

/** Volunteer needs of upcoming calendar events, and who signed up for each: never more than its slots. */
export const volunteersFeature = defineFeature<VolunteerDomainEvent>({
  name: 'volunteers',
  routes: volunteersRoutes,
  // The mails queued for a deleted account (their opt-out goes with every kind's: see mail-kinds.ts); its sign-ups
  // stay, under its id.
  erasure: {
    member: async (trx, { userId }) => {
      for (const table of ['volunteer_mail_outbox', 'volunteer_reminder_mail_outbox'] as const) {
        await trx.deleteFrom(table).where('user_id', '=', userId).execute()
      }
    },
    membership: async (trx, { teamId, userId }) => {
      for (const table of ['volunteer_mail_outbox', 'volunteer_reminder_mail_outbox'] as const) {
        await trx.deleteFrom(table).where('team_id', '=', teamId).where('user_id', '=', userId).execute()
      }
    },
  },
  upcasters: foodUpcasters,
  projections: [volunteersProjection],
  history: volunteersHistory,
  // The people signed up for a need that is removed are told by e-mail.
  subscribers: [volunteerMailSubscriber],
  // The day before a need's time, each member signed up for it is reminded by e-mail (a kind they may turn off).
  deliveries: [volunteerReminderJob],
  mailKinds: [volunteerReminderMails],
  mailOutboxes: [volunteerMailOutbox, volunteerReminderMailOutbox],
  liveTopics: {
    VolunteerNeedAdded: ['volunteers'],
    VolunteerNeedChanged: ['volunteers'],
    VolunteerNeedRemoved: ['volunteers'],
    VolunteerSlotBooked: ['volunteers'],
    VolunteerSlotWithdrawn: ['volunteers'],
    VolunteerSwapOffered: ['volunteers'],
    VolunteerSwapOfferWithdrawn: ['volunteers'],
    VolunteerSwapTaken: ['volunteers'],
  },
})

// What the calendar uses: the usual needs, created with a calendar event; and what a member's calendar feed
// lists of their own sign-ups.
export { addUsualVolunteerNeeds } from './volunteers.usual'
export {
  foodVolunteersOf,
  volunteerFeedEntries,
  volunteerSignUpsForExport,
  type VolunteerFeedEntry,
} from './volunteers.queries'

import { defineFeature } from '../../platform/feature'
import { calendarFeedProjection } from './calendar-feed.projection'
import { calendarFeedRoutes } from './calendar-feed.routes'

/**
 * Each member's private subscription link to the team calendar (an iCalendar feed), a person's one link to the
 * calendars of all their teams, and the projection that keeps the feeds' view of every calendar event. It appends
 * no events: links are secrets, kept beside the log.
 */
export const calendarFeedFeature = defineFeature<never>({
  name: 'calendar-feed',
  routes: calendarFeedRoutes,
  // A deleted account's feed links: each team's and the one of every team.
  erasure: {
    member: async (trx, { userId }) => {
      await trx.deleteFrom('calendar_feed_tokens').where('user_id', '=', userId).execute()
      await trx.deleteFrom('calendar_feed_person_tokens').where('user_id', '=', userId).execute()
    },
    membership: async (trx, { teamId, userId }) => {
      await trx.deleteFrom('calendar_feed_tokens').where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    },
  },
  projections: [calendarFeedProjection],
  liveTopics: {},
})

import { queryOptions } from '@tanstack/react-query'
import {
  type calendarFeedLinkSchema,
  calendarFeedRoutes,
  type calendarFeedStatusSchema,
} from '@teamspace/domain/calendar-feed/calendar-feed.schemas'
import { type newsMailPreferenceSchema, newsMailRoutes } from '@teamspace/domain/news/news-mails'
import {
  type scheduleMailPreferenceSchema,
  scheduleMailRoutes,
} from '@teamspace/domain/schedule-mails/schedule-mails.schemas'
import {
  type volunteerReminderMailPreferenceSchema,
  volunteerReminderMailRoutes,
} from '@teamspace/domain/volunteers/volunteer-reminder-mail.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'
import { secretQueryMeta } from '../../lib/query-meta'

/** The person's own settings beside their profile: under the profile topic, refreshed with it. */
export const profileSettingsKeys = {
  calendarFeed: liveKey('profile', 'calendar-feed'),
  /** The person's one link for all their teams: not the team's. */
  allTeamsCalendarFeed: liveKey('profile', 'calendar-feed', 'all-teams'),
  scheduleMails: liveKey('profile', 'schedule-emails'),
  newsMails: liveKey('profile', 'news-emails'),
  volunteerReminderMails: liveKey('profile', 'volunteer-reminder-emails'),
}

/** Which calendar link: the team's, or the person's one link for all their teams (the same whatever team asks). */
export type CalendarFeedScope = 'team' | 'all-teams'

/**
 * Whether the person has a calendar link, and since when. Never kept on the device, like everything about the private
 * link (the link itself is shown once, from the answer that made it, and kept in no cache).
 */
export function calendarFeedStatusQuery(scope: CalendarFeedScope) {
  const allTeams = scope === 'all-teams'
  return queryOptions({
    queryKey: allTeams ? profileSettingsKeys.allTeamsCalendarFeed : profileSettingsKeys.calendarFeed,
    queryFn: (context) =>
      apiGet<Answer<typeof calendarFeedStatusSchema>>(
        allTeams ? calendarFeedRoutes.allTeamsStatus : calendarFeedRoutes.status,
        context,
      ),
    meta: secretQueryMeta,
  })
}

/** Makes the calendar link, or replaces it (the old one stops working); the answer is the only time it is shown. */
export const makeCalendarFeedLink = (commandId?: string) =>
  apiSend<Answer<typeof calendarFeedLinkSchema>>('POST', calendarFeedRoutes.status, {}, { commandId })

/** Makes the link to the calendar of all the person's teams, or replaces it; shown this once. */
export const makeAllTeamsCalendarFeedLink = (commandId?: string) =>
  apiSend<Answer<typeof calendarFeedLinkSchema>>('POST', calendarFeedRoutes.allTeamsStatus, {}, { commandId })

export function scheduleMailQuery() {
  return queryOptions({
    queryKey: profileSettingsKeys.scheduleMails,
    queryFn: (context) => apiGet<Answer<typeof scheduleMailPreferenceSchema>>(scheduleMailRoutes.preference, context),
  })
}

export const setScheduleMails = (enabled: boolean) =>
  apiSend<Answer<typeof scheduleMailPreferenceSchema>>('PUT', scheduleMailRoutes.preference, { enabled })

export function newsMailQuery() {
  return queryOptions({
    queryKey: profileSettingsKeys.newsMails,
    queryFn: (context) => apiGet<Answer<typeof newsMailPreferenceSchema>>(newsMailRoutes.preference, context),
  })
}

export const setNewsMails = (enabled: boolean) =>
  apiSend<Answer<typeof newsMailPreferenceSchema>>('PUT', newsMailRoutes.preference, { enabled })

export function volunteerReminderMailQuery() {
  return queryOptions({
    queryKey: profileSettingsKeys.volunteerReminderMails,
    queryFn: (context) =>
      apiGet<Answer<typeof volunteerReminderMailPreferenceSchema>>(volunteerReminderMailRoutes.preference, context),
  })
}

export const setVolunteerReminderMails = (enabled: boolean) =>
  apiSend<Answer<typeof volunteerReminderMailPreferenceSchema>>('PUT', volunteerReminderMailRoutes.preference, {
    enabled,
  })
/**
 * Deletes the signed-in person's account (the dialog asked first, with their password or, for an account
 * without one, their e-mail address); their session ends with it.
 */
export const deleteMyAccount = (commandId: string, proof: { currentPassword: string } | { email: string }) =>
  apiSend('DELETE', '/api/account', { confirm: true, ...proof }, { commandId })

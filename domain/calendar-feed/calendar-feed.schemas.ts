import { z } from 'zod'

/**
 * A member's private calendar subscription (beyond the spec; docs/features.md): a secret link to an iCalendar
 * feed of their team's calendar events. Only the link's SHA-256 is kept, so it is shown once, when made.
 */
export const calendarFeedMessages = {
  title: 'Calendar subscription',
  notFound: 'This calendar link does not work any more. Make a new one in your profile.',
  createFailed: 'Failed to create the calendar link. Please try again.',
  resetFailed: 'Failed to reset the calendar link. Please try again.',
  copied: 'Calendar link copied to clipboard!',
  copyFailed: 'Failed to copy link. Please try again.',
  confirmReset:
    'Reset your calendar link? Calendars subscribed with the current link stop updating at once; you will have to subscribe again with the new one.',
} as const

/** How often calendar apps are asked to fetch the feed again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const FEED_REFRESH_MINUTES = 15

/** GET /api/calendar-feed: whether the caller has a link, and since when. The link itself cannot be shown again. */
export const calendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
})
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>

/** POST /api/calendar-feed: a new link (any older one stops working at once), shown this once. */
export const calendarFeedLinkSchema = z.object({
  /** The feed over HTTPS (HTTP on a development server): for calendar apps that take a web address. */
  url: z.string(),
  /** The same feed as a webcal:// link: a phone or desktop opens it in its calendar app to subscribe. */
  webcalUrl: z.string(),
  createdAt: z.string(),
})
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>

/**
 * Routes:
 *  GET  /api/calendar-feed                   → calendarFeedStatusSchema        team.read
 *  POST /api/calendar-feed                   → 201 calendarFeedLinkSchema      team.read (makes or resets the link)
 *  GET  /api/calendar-feed/:token/team.ics   → text/calendar                  public (the token is the key); 404 otherwise
 * The person's one link for every team they belong to (the same shapes; signed in, in whatever team):
 *  GET  /api/my/calendar-feed                → calendarFeedStatusSchema        signed-in
 *  POST /api/my/calendar-feed                → 201 calendarFeedLinkSchema      signed-in (makes or resets the link)
 *  GET  /api/calendar-feed/:token/teams.ics  → text/calendar                  public (the token is the key); 404 otherwise
 */
export const calendarFeedRoutes = {
  status: '/api/calendar-feed',
  feed: (token: string) => `/api/calendar-feed/${token}/team.ics`,
  allTeamsStatus: '/api/my/calendar-feed',
  allTeamsFeed: (token: string) => `/api/calendar-feed/${token}/teams.ics`,
} as const

/** The webcal:// form of an http(s) address: the scheme calendar apps register for. */
export const webcalUrlOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://')

import { z } from 'zod'
import { calendarDate, idSchema, safeString } from '../shared/safe-input'

/** The features whose events the activity feed shows, as its feature filter offers them. */
export const historyFeatures = [
  'team',
  'invites',
  'profile',
  'roster',
  'stats',
  'calendar',
  'availability',
  'attendance',
  'news',
  'votes',
  'volunteers',
  'gallery',
  'chat',
] as const
export type HistoryFeature = (typeof historyFeatures)[number]

export const historyFeatureLabels = {
  team: 'Team and members',
  invites: 'Invites',
  profile: 'Profiles',
  roster: 'Roster',
  stats: 'Statistics',
  calendar: 'Calendar',
  availability: 'Availability',
  attendance: 'Attendance',
  news: 'News',
  votes: 'Player of the match',
  volunteers: 'Volunteers',
  gallery: 'Gallery',
  chat: 'Chat',
} as const satisfies Record<HistoryFeature, string>

/** The items that have a History view of their own. */
export const historyKinds = [
  'player',
  'calendar-event',
  'stat-line',
  'voting',
  'volunteer-need',
  'news-article',
] as const
export type HistoryKind = (typeof historyKinds)[number]

export const historyMessages = {
  feature: 'Please choose a feature from the list.',
  kind: 'There is no history for this kind of item.',
  range: 'The start date must be on or before the end date.',
  date: 'Please choose a date in the past.',
  notFound: 'Nothing was found with this id.',
  loadFailed: 'Unable to load the history. Please try again.',
  empty: 'No activity matches these filters.',
  itemEmpty: 'Nothing has happened to this item yet.',
} as const

export const HISTORY_PAGE_MAX = 100
export const HISTORY_PAGE_DEFAULT = 30

/** GET /api/history: the feed's filters and its keyset page (entries before `before`, newest first). */
export const activityQuerySchema = z.object({
  feature: z.enum(historyFeatures, { error: historyMessages.feature }).optional(),
  person: idSchema().optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  before: safeString()
    .regex(/^[1-9][0-9]{0,15}$/, 'Please give a page position as a whole number.')
    .transform(Number)
    .optional(),
  limit: safeString()
    .regex(/^[0-9]{1,3}$/, `Please give a page size from 1 to ${HISTORY_PAGE_MAX}.`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= HISTORY_PAGE_MAX, `Please give a page size from 1 to ${HISTORY_PAGE_MAX}.`)
    .optional(),
})
export type ActivityQuery = z.input<typeof activityQuerySchema>

/** GET /api/history/:kind/:itemId */
export const itemHistoryParamsSchema = z.object({
  kind: z.enum(historyKinds, { error: historyMessages.kind }),
  itemId: idSchema(),
})

/** An item an entry is about, when it has a History view of its own. */
export const historyItemSchema = z.object({ kind: z.enum(historyKinds), id: z.string() })
export type HistoryItem = z.infer<typeof historyItemSchema>

export const historyEntrySchema = z.object({
  position: z.number(),
  /** When it was recorded (ISO instant). */
  at: z.string(),
  feature: z.enum(historyFeatures).nullable(),
  /** Who did it (a member's user id), or null for what the system did on its own. */
  actorId: z.string().nullable(),
  actorName: z.string(),
  sentence: z.string(),
  item: historyItemSchema.nullable(),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>

export const activityPageSchema = z.object({
  entries: z.array(historyEntrySchema),
  /** Pass as `before` for the next, older page; null at the beginning of the log. */
  nextBefore: z.number().nullable(),
  /** The team's time zone: the dates of the filters and of the entries are days in it. */
  timeZone: z.string(),
})
export type ActivityPage = z.infer<typeof activityPageSchema>

export const itemHistorySchema = z.object({ entries: z.array(historyEntrySchema), timeZone: z.string() })
export type ItemHistory = z.infer<typeof itemHistorySchema>

/** GET /api/history/as-of/{roster,stats,calendar}?date=YYYY-MM-DD: the page as it was at the end of that day. */
export const asOfQuerySchema = z.object({ date: calendarDate(historyMessages.date) })

import { z } from 'zod'
import { calendarDate, idSchema, safeString } from '../shared/safe-input'
import { HISTORY_PAGE_MAX, historyMessages } from './history.constants'

export * from './history.constants'

/**
 * The items that have a History view of their own. Each feature names its own beside its history, by adding
 * keys to this interface:
 *
 *   declare module '../history/history.schemas' {
 *     interface HistoryKinds { player: true }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration
export interface HistoryKinds {}
export type HistoryKind = Extract<keyof HistoryKinds, string>

/** A feature's name in the feed's filter and entries, as the server lists them (`GET /api/history/features`). */
export type HistoryFeature = string

/** A kind or a feature's name as the routes take it; the server knows which exist. */
const historyName = (error: string) => safeString(error).regex(/^[a-z][a-z-]{0,39}$/, error)
const historyKind = z.custom<HistoryKind>((value) => typeof value === 'string')

/** GET /api/history: the feed's filters and its keyset page (entries before `before`, newest first). */
export const activityQuerySchema = z.object({
  feature: historyName(historyMessages.feature).optional(),
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
  kind: historyName(historyMessages.kind),
  itemId: idSchema(),
})

/** An item an entry is about, when it has a History view of its own. */
export const historyItemSchema = z.object({ kind: historyKind, id: z.string() })
export type HistoryItem = z.infer<typeof historyItemSchema>

export const historyEntrySchema = z.object({
  position: z.number(),
  /** When it was recorded (ISO instant). */
  at: z.string(),
  /** The feature whose event it is (its name in the filter). */
  feature: z.string().nullable(),
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
  /** The time zone the dates of the filters and of the entries are days in (the tenant's own). */
  timeZone: z.string(),
})
export type ActivityPage = z.infer<typeof activityPageSchema>

/** GET /api/history/features: the feed's feature filter, in the app's order. */
export const historyFeaturesSchema = z.array(z.object({ feature: z.string(), label: z.string() }))
export type HistoryFeatureOption = z.infer<typeof historyFeaturesSchema>[number]

export const itemHistorySchema = z.object({ entries: z.array(historyEntrySchema), timeZone: z.string() })
export type ItemHistory = z.infer<typeof itemHistorySchema>

/** GET /api/history/as-of/…?date=YYYY-MM-DD: a page as it was at the end of that day. */
export const asOfQuerySchema = z.object({ date: calendarDate(historyMessages.date) })

import { z } from 'zod'
import { boundedInt, calendarDate } from '../shared/safe-input'
import { calendarMessages, changeCalendarEventSchema, scheduleCalendarEventSchema } from './calendar.schemas'
import { SERIES_MAX_DAYS, SERIES_MAX_INTERVAL, seriesMessages } from './calendar-series.rule'

/**
 * What a change or a cancellation of one occurrence of a series applies to: the asked question "this event / this
 * and following / all events". A single (non-repeating) event knows only 'this'.
 */
export const seriesScopes = ['this', 'following', 'all'] as const
export type SeriesScope = (typeof seriesScopes)[number]

/**
 * The form's "Repeats" section: weekly on `weekdays` (0 = Sunday … 6 = Saturday), every `interval` weeks, until a
 * date (inclusive) or for `count` events; exactly one of the two ends it. The first date is the form's date.
 */
export const seriesRepeatSchema = z
  .object({
    weekdays: z
      .array(z.number({ error: seriesMessages.weekdaysRequired }).int(seriesMessages.weekdaysRequired), {
        error: seriesMessages.weekdaysRequired,
      })
      .min(1, seriesMessages.weekdaysRequired)
      .max(7, seriesMessages.weekdaysRequired)
      .refine((days) => days.every((day) => day >= 0 && day <= 6), seriesMessages.weekdaysRequired),
    interval: boundedInt(1, SERIES_MAX_INTERVAL, seriesMessages.intervalInvalid),
    until: calendarDate(seriesMessages.endRequired).nullable().default(null),
    count: boundedInt(1, SERIES_MAX_DAYS + 1, seriesMessages.countInvalid)
      .nullable()
      .default(null),
  })
  .refine((repeat) => (repeat.until === null) !== (repeat.count === null), {
    message: seriesMessages.endRequired,
    path: ['until'],
  })
export type SeriesRepeatInput = z.input<typeof seriesRepeatSchema>

/** POST /api/calendar-series: the event form with "Repeats" on. */
export const scheduleCalendarSeriesSchema = scheduleCalendarEventSchema.extend({ repeat: seriesRepeatSchema })
export type ScheduleCalendarSeriesInput = z.input<typeof scheduleCalendarSeriesSchema>

/** 201: the series' id and its occurrences' ids, in date order. */
export const scheduledCalendarSeriesSchema = z.object({ seriesId: z.string(), ids: z.array(z.string()) })

/**
 * PUT /api/calendar-events/:id of an occurrence names its scope. 'this' changes the occurrence alone (an
 * exception; `version` is the occurrence's); 'all' changes the series from today on (`seriesVersion`, `repeat`
 * required; the date field is ignored, the series' first date stays); 'following' ends the series before this
 * occurrence and starts a new one from the form's date (`seriesVersion`, `repeat` required). A single event
 * accepts only 'this' (the default).
 */
export const changeCalendarOccurrenceSchema = changeCalendarEventSchema.extend({
  // An occurrence without an exception yet has no stream of its own: version 0.
  version: boundedInt(0, 1_000_000, calendarMessages.changedMeanwhile),
  scope: z.enum(seriesScopes).default('this'),
  seriesVersion: boundedInt(1, 1_000_000, seriesMessages.fromInvalid).optional(),
  repeat: seriesRepeatSchema.optional(),
})
export type ChangeCalendarOccurrenceInput = z.input<typeof changeCalendarOccurrenceSchema>

/** DELETE /api/calendar-events/:id?scope=this|following|all&seriesVersion=N */
export const cancelCalendarEventQuerySchema = z.object({
  scope: z.enum(seriesScopes).default('this'),
  seriesVersion: z.coerce.number().int().min(1).max(1_000_000).optional(),
})

/** What a calendar event view says of its series: with the view's schema, in calendar.schemas.ts. */
export { calendarEventSeriesSchema, type CalendarEventSeries } from './calendar.schemas'

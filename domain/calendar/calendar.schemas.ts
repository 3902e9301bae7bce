import { z } from 'zod'
import { boundedInt, calendarDate, safeText } from '../shared/safe-input'

/** Type values of the spec (§3 events): game, practice, event. */
export const calendarEventTypes = ['game', 'practice', 'event'] as const
export type CalendarEventType = (typeof calendarEventTypes)[number]

/** How each type is written beside its colour (never colour alone). */
export const calendarEventTypeLabels = {
  game: 'Game',
  practice: 'Practice',
  event: 'Team Event',
} as const satisfies Record<CalendarEventType, string>

/** Only these take attendance (spec §9: "An attendance event is auto-created only for practice or game"). */
export const takesAttendanceTypes: readonly CalendarEventType[] = ['game', 'practice']

/** The event dialog's starting values (spec §9). */
export const calendarEventDefaults = { time: '10:00', type: 'practice', takesAttendance: true } as const

export const calendarMessages = {
  titleRequired: 'Event title is required',
  titleShort: 'Title must be at least 3 characters long',
  dateRequired: 'Date is required',
  datePast: 'Event date cannot be in the past',
  timeRequired: 'Time is required',
  locationRequired: 'Location is required',
  saveFailed: 'Failed to save event. Please try again.',
  deleteFailed: 'Failed to delete event. Please try again.',
  confirmDelete: 'Are you sure you want to delete this event? This action cannot be undone.',
  noUpcoming: 'No upcoming events scheduled',
  /** Beyond the spec's words: the server's refusals. */
  notCreator: 'Only the coach who created this event can change it.',
  pastLocked: 'Past events cannot be edited or deleted.',
  notFound: 'This event no longer exists.',
  changedMeanwhile: 'This event was changed by someone else in the meantime. Please check it and save again.',
  timeZoneInvalid: "The team's time zone is not valid. Please choose one in Team Settings.",
  rangeInvalid: 'The start of the range must not be after its end.',
} as const

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The event form (spec §5 "Event form"). "Not in the past" is the decider's rule (it needs today in the team's
 * time zone); the web form checks it too with `isBeforeToday`.
 */
export const calendarEventInputSchema = z.object({
  title: safeText({ max: 120, error: calendarMessages.titleRequired })
    .min(1, calendarMessages.titleRequired)
    .min(3, calendarMessages.titleShort),
  type: z.enum(calendarEventTypes).default(calendarEventDefaults.type),
  date: z
    .string({ error: calendarMessages.dateRequired })
    .min(1, calendarMessages.dateRequired)
    .pipe(calendarDate(calendarMessages.dateRequired)),
  time: z
    .string({ error: calendarMessages.timeRequired })
    .min(1, calendarMessages.timeRequired)
    .max(5, calendarMessages.timeRequired)
    .regex(TIME, calendarMessages.timeRequired),
  location: safeText({ max: 200, error: calendarMessages.locationRequired }).min(1, calendarMessages.locationRequired),
  /** Kept for games only; the server stores '' for the other types. */
  opponent: safeText({ max: 80 }).optional().default(''),
  description: safeText({ max: 2000 }).optional().default(''),
})
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>
export type CalendarEventValues = z.output<typeof calendarEventInputSchema>

/**
 * Creating also says whether to take attendance (practices and games; ignored for team events), and whether to
 * add the usual volunteer needs with the event (snacks, setup and cleanup; see the volunteers schemas).
 */
export const scheduleCalendarEventSchema = calendarEventInputSchema.extend({
  takesAttendance: z.boolean().default(calendarEventDefaults.takesAttendance),
  usualVolunteerNeeds: z.boolean().default(false),
})
export type ScheduleCalendarEventInput = z.input<typeof scheduleCalendarEventSchema>

/**
 * A change names the version the coach was looking at: if the event moved on since (another tab, another
 * device), the server answers 409 `calendarMessages.changedMeanwhile` instead of overwriting it.
 */
export const changeCalendarEventSchema = calendarEventInputSchema.extend({
  version: boundedInt(1, 1_000_000, calendarMessages.changedMeanwhile),
})
export type ChangeCalendarEventInput = z.input<typeof changeCalendarEventSchema>

/** True when `date` (YYYY-MM-DD) is before `today` (YYYY-MM-DD): ISO dates compare as text. */
export const isBeforeToday = (date: string, today: string) => date < today

/** Answers the coach sees per upcoming game or practice (availability). */
export const availabilityCountsSchema = z.object({
  going: z.number(),
  notGoing: z.number(),
  maybe: z.number(),
  /** Active players with no answer yet. */
  unanswered: z.number(),
})
export type AvailabilityCounts = z.infer<typeof availabilityCountsSchema>

/** A calendar event as the pages show it (GET /api/calendar-events). */
export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(calendarEventTypes),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  location: z.string(),
  opponent: z.string(),
  description: z.string(),
  takesAttendance: z.boolean(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The stream version, sent back with a change. */
  version: z.number(),
  /** True when the caller created it and it is still upcoming: the UI offers Edit and Delete only then. */
  canEdit: z.boolean(),
  /** Coach-like callers only, for upcoming games and practices; null otherwise. */
  availability: availabilityCountsSchema.nullable(),
})
export type CalendarEventView = z.infer<typeof calendarEventSchema>

/**
 * GET /api/calendar-events?from=YYYY-MM-DD&to=YYYY-MM-DD: the events whose local date is in [from, to]
 * (the month view asks for the six weeks it shows), ascending by start. Without from/to: every upcoming
 * event and the latest 5 past ones (the list view and the dashboard).
 */
export const calendarRangeQuerySchema = z.object({
  from: calendarDate().optional(),
  to: calendarDate().optional(),
})

export const calendarListSchema = z.object({
  /** Upcoming (startsAt ≥ now), ascending. */
  upcoming: z.array(calendarEventSchema),
  /** Past, latest first: at most 5 without a range, all of the range with one. */
  past: z.array(calendarEventSchema),
  /** How many past events there are in all (the list's "and N more" note). */
  pastTotal: z.number(),
  /** Today in the team's time zone (YYYY-MM-DD) and the zone, for the month view and the form's date check. */
  today: z.string(),
  timeZone: z.string(),
})
export type CalendarList = z.infer<typeof calendarListSchema>

export const scheduledCalendarEventSchema = z.object({ id: z.string() })

/** Routes (all under the caller's team; 404 for another team's id):
 *  GET    /api/calendar-events            calendarRangeQuerySchema → calendarListSchema           team.read
 *  GET    /api/calendar-events/:calendarEventId           → calendarEventSchema                   team.read
 *  POST   /api/calendar-events            scheduleCalendarEventSchema → 201 scheduledCalendarEventSchema   calendar.manage
 *  PUT    /api/calendar-events/:calendarEventId  changeCalendarEventSchema → 200 calendarEventSchema       calendar.manage + creator + upcoming
 *  DELETE /api/calendar-events/:calendarEventId           → 204                                    calendar.manage + creator + upcoming
 */
export const calendarRoutes = {
  list: '/api/calendar-events',
  one: (calendarEventId: string) => `/api/calendar-events/${calendarEventId}`,
} as const

import { z } from 'zod'
import { boundedInt, calendarDate, safeText } from '../shared/safe-input'
import {
  ARRIVE_EARLY_MAX_MINUTES,
  calendarEventDefaults,
  calendarEventTypes,
  calendarMessages,
} from './calendar.constants'

export * from './calendar.constants'

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
  /** HH:mm; '' or absent means the type's usual length (`defaultDurationMinutes`). */
  endTime: z
    .string({ error: calendarMessages.endTimeInvalid })
    .max(5, calendarMessages.endTimeInvalid)
    .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, calendarMessages.endTimeInvalid)
    .optional()
    .default(''),
  location: safeText({ max: 200, error: calendarMessages.locationRequired }).min(1, calendarMessages.locationRequired),
  /** The street address for the maps app; optional. */
  address: safeText({ max: 200, error: calendarMessages.addressInvalid }).optional().default(''),
  /** Kept for games only; the server stores '' for the other types. */
  opponent: safeText({ max: 80 }).optional().default(''),
  /** Games only: minutes before the start to arrive (0: none); the server stores 0 for the other types. */
  arriveMinutesEarly: boundedInt(0, ARRIVE_EARLY_MAX_MINUTES, calendarMessages.arriveEarlyInvalid)
    .optional()
    .default(0),
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
/** What a calendar event view says of its series (null for a single event). */
export const calendarEventSeriesSchema = z.object({
  seriesId: z.string(),
  /** The date the rule first gave this occurrence (its id's date), and whether it has an exception. */
  originalDate: z.string(),
  exception: z.boolean(),
  /** The series' rule as it holds now, for the form's "Repeats" section. */
  weekdays: z.array(z.number()),
  interval: z.number(),
  startDate: z.string(),
  until: z.string().nullable(),
  count: z.number().nullable(),
  /** "every Tuesday and Thursday" (`describeRule`). */
  summary: z.string(),
  /** The series stream's version, sent back with a change or cancellation of 'following' or 'all'. */
  version: z.number(),
})
export type CalendarEventSeries = z.infer<typeof calendarEventSeriesSchema>

export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(calendarEventTypes),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  /** HH:mm in `timeZone` (on the next day when not after `time`), and the instant. */
  endTime: z.string(),
  endsAt: z.string(),
  location: z.string(),
  address: z.string(),
  opponent: z.string(),
  /** Games: minutes before the start to arrive (0: none), and that time, HH:mm in `timeZone` ('' when none). */
  arriveMinutesEarly: z.number(),
  meetTime: z.string(),
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
  /** The repeating event it is an occurrence of; null for a single event. */
  series: calendarEventSeriesSchema.nullable(),
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

/**
 * A calendar event of one of the person's teams, as their own calendar across teams shows it: the event's facts
 * (what each of the team's pages shows of it is the team's own route), with the team's name and time zone.
 */
export const myCalendarEventSchema = calendarEventSchema
  .pick({
    id: true,
    title: true,
    type: true,
    date: true,
    time: true,
    timeZone: true,
    startsAt: true,
    endTime: true,
    endsAt: true,
    location: true,
    address: true,
    opponent: true,
    arriveMinutesEarly: true,
    meetTime: true,
    description: true,
  })
  .extend({
    teamId: z.string(),
    teamName: z.string(),
    /** The team's time zone now (`timeZone` is the one the event's date and time were chosen in). */
    teamTimeZone: z.string(),
  })
export type MyCalendarEvent = z.infer<typeof myCalendarEventSchema>

/**
 * GET /api/my/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD: the events of every team of the person whose local date
 * (in the event's own zone) is in [from, to], ascending by start; without a range, every upcoming one.
 */
export const myCalendarSchema = z.object({ events: z.array(myCalendarEventSchema) })
export type MyCalendar = z.infer<typeof myCalendarSchema>

/** GET /api/my/next: each of the person's teams (earliest joined first) with its next event, or null. */
export const myNextSchema = z.object({
  teams: z.array(
    z.object({
      teamId: z.string(),
      teamName: z.string(),
      timeZone: z.string(),
      next: myCalendarEventSchema.nullable(),
    }),
  ),
})
export type MyNext = z.infer<typeof myNextSchema>

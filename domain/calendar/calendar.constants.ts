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

/** How long each type lasts unless the coach says otherwise: the "End" field's default. */
export const defaultDurationMinutes = {
  game: 90,
  practice: 75,
  event: 120,
} as const satisfies Record<CalendarEventType, number>

/** "Arrive … early" for games: the choices the form offers, in minutes (0: no meeting time). */
export const arriveEarlyChoices = [0, 15, 30, 45, 60, 90] as const
export const ARRIVE_EARLY_MAX_MINUTES = 180

/** The event dialog's starting values (spec §9). */
export const calendarEventDefaults = { time: '10:00', type: 'practice', takesAttendance: true } as const

export const calendarMessages = {
  titleRequired: 'Event title is required',
  titleShort: 'Title must be at least 3 characters long',
  dateRequired: 'Date is required',
  datePast: 'Event date cannot be in the past',
  timeRequired: 'Time is required',
  endTimeInvalid: 'End time must be a time like 18:45',
  endTimeSameAsStart: 'End time must be after the start',
  locationRequired: 'Location is required',
  addressInvalid: 'Address must be at most 200 characters',
  arriveEarlyInvalid: 'Choose how early players should arrive',
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

/** True when `date` (YYYY-MM-DD) is before `today` (YYYY-MM-DD): ISO dates compare as text. */
export const isBeforeToday = (date: string, today: string) => date < today

/** Routes (all under the caller's team; 404 for another team's id):
 *  GET    /api/calendar-events            calendarRangeQuerySchema → calendarListSchema           team.read
 *  GET    /api/calendar-events/:calendarEventId           → calendarEventSchema                   team.read
 *  POST   /api/calendar-events            scheduleCalendarEventSchema → 201 scheduledCalendarEventSchema   calendar.manage
 *  PUT    /api/calendar-events/:calendarEventId  changeCalendarOccurrenceSchema → 200 calendarEventSchema  calendar.manage + creator + upcoming
 *  DELETE /api/calendar-events/:calendarEventId  cancelCalendarEventQuerySchema → 204                  calendar.manage + creator + upcoming
 *  POST   /api/calendar-series                   scheduleCalendarSeriesSchema → 201 scheduledCalendarSeriesSchema  calendar.manage
 *  (a change or cancellation of a repeating event's occurrence names its scope: this, following or all;
 *   see calendar-series.schemas.ts)
 * And the person's own, across every team they belong to (the only calendar routes that are not one team's):
 *  GET    /api/my/calendar                calendarRangeQuerySchema → myCalendarSchema             signed-in
 *  GET    /api/my/next                                    → myNextSchema                          signed-in
 */
export const calendarRoutes = {
  list: '/api/calendar-events',
  one: (calendarEventId: string) => `/api/calendar-events/${calendarEventId}`,
  series: '/api/calendar-series',
  mine: '/api/my/calendar',
  nextInEachTeam: '/api/my/next',
} as const

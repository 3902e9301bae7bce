import { z } from 'zod'
import { calendarEventTypes } from '../calendar/calendar.constants'
import { reminderMessages, type ReminderLeadHours } from './reminders.constants'

export * from './reminders.constants'

/** GET /api/reminder-settings (any member) and PUT with the same body (team.settings). */
export const reminderSettingSchema = z.object({
  leadHours: z.union([z.literal(0), z.literal(24), z.literal(48), z.literal(72)], {
    error: reminderMessages.leadHours,
  }) satisfies z.ZodType<ReminderLeadHours>,
})
export type ReminderSetting = z.infer<typeof reminderSettingSchema>

/** GET /api/reminder-emails and PUT with the same body: a member's own choice; everyone starts opted in. */
export const reminderMailPreferenceSchema = z.object({ enabled: z.boolean() })
export type ReminderMailPreference = z.infer<typeof reminderMailPreferenceSchema>

/**
 * GET /api/calendar-events/:calendarEventId/reminders (calendar.manage): who a reminder by hand would reach now,
 * and when one may go.
 */
export const eventRemindersSchema = z.object({
  calendarEventId: z.string(),
  /** An upcoming game or practice, not cancelled. */
  asksForAvailability: z.boolean(),
  /** Children on the roster who have not answered: the availability panel's "No answer yet". */
  unanswered: z.number(),
  /** Of them, those with no family member on the team, whom no reminder can reach. */
  withoutFamily: z.number(),
  /** Family members a reminder would go to. */
  recipients: z.number(),
  automaticSentAt: z.string().nullable(),
  lastManualAt: z.string().nullable(),
  /** Before this, a reminder by hand is refused; null: it may go now. */
  nextManualAt: z.string().nullable(),
})
export type EventReminders = z.infer<typeof eventRemindersSchema>

/** POST /api/calendar-events/:calendarEventId/reminders: how many children and family members it reminded. */
export const remindedSchema = z.object({ reminded: z.number(), recipients: z.number() })
export type Reminded = z.infer<typeof remindedSchema>

/** The event's last change of time or place, as the notice tells it. */
export const scheduleChangeSchema = z.object({
  changeVersion: z.number(),
  type: z.enum(calendarEventTypes),
  title: z.string(),
  /** A game's opponent ('' for none), so a notice away from the event can name it ("Cup tie vs Rovers"). */
  opponent: z.string(),
  moved: z.boolean(),
  relocated: z.boolean(),
  startsAt: z.string(),
  timeZone: z.string(),
  location: z.string(),
  previousStartsAt: z.string(),
  previousLocation: z.string(),
})
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>

/**
 * GET /api/calendar-events/:calendarEventId/schedule-change (any member), and what POST …/acknowledgement answers:
 * the event's last change of time or place (null: none, or the event is past or cancelled), whether the caller is
 * asked to confirm it and has, and for coach-like members who has seen it.
 */
export const scheduleChangeStatusSchema = z.object({
  calendarEventId: z.string(),
  change: scheduleChangeSchema.nullable(),
  /** The caller is a family member, asked to confirm it. */
  asked: z.boolean(),
  acknowledged: z.boolean(),
  seen: z
    .object({
      seen: z.number(),
      total: z.number(),
      notYet: z.array(z.object({ userId: z.string(), name: z.string() })),
    })
    .nullable(),
})
export type ScheduleChangeStatus = z.infer<typeof scheduleChangeStatusSchema>

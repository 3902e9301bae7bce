import { queryOptions } from '@tanstack/react-query'
import type {
  eventRemindersSchema,
  remindedSchema,
  reminderMailPreferenceSchema,
  reminderSettingSchema,
  ReminderSetting,
  scheduleChangeStatusSchema,
} from '@teamspace/domain/reminders/reminders.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

const eventPath = (calendarEventId: string, rest: string) =>
  `/api/calendar-events/${encodeURIComponent(calendarEventId)}/${rest}`

// Under 'reminders' (a new setting, a "Got it", a calendar event changed); an event's reminders under 'availability',
// which an answer given (who a reminder would reach) and a reminder sent both name.
export const reminderKeys = {
  setting: liveKey('reminders', 'setting'),
  mails: liveKey('reminders', 'mails'),
  ofEvent: (calendarEventId: string) => liveKey('availability', 'reminders', calendarEventId),
  scheduleChange: (calendarEventId: string) => liveKey('reminders', 'schedule-change', calendarEventId),
}

export function reminderSettingQuery() {
  return queryOptions({
    queryKey: reminderKeys.setting,
    queryFn: (context) => apiGet<Answer<typeof reminderSettingSchema>>('/api/reminder-settings', context),
  })
}

export const chooseReminderLead = (input: ReminderSetting, commandId?: string) =>
  apiSend<Answer<typeof reminderSettingSchema>>('PUT', '/api/reminder-settings', input, { commandId })

export function reminderMailQuery() {
  return queryOptions({
    queryKey: reminderKeys.mails,
    queryFn: (context) => apiGet<Answer<typeof reminderMailPreferenceSchema>>('/api/reminder-emails', context),
  })
}

export const setReminderMails = (enabled: boolean) =>
  apiSend<Answer<typeof reminderMailPreferenceSchema>>('PUT', '/api/reminder-emails', { enabled })

export function eventRemindersQuery(calendarEventId: string) {
  return queryOptions({
    queryKey: reminderKeys.ofEvent(calendarEventId),
    queryFn: (context) => apiGet<Answer<typeof eventRemindersSchema>>(eventPath(calendarEventId, 'reminders'), context),
  })
}

export const remindUnanswered = (calendarEventId: string, commandId?: string) =>
  apiSend<Answer<typeof remindedSchema>>('POST', eventPath(calendarEventId, 'reminders'), undefined, { commandId })

export function scheduleChangeQuery(calendarEventId: string) {
  return queryOptions({
    queryKey: reminderKeys.scheduleChange(calendarEventId),
    queryFn: (context) =>
      apiGet<Answer<typeof scheduleChangeStatusSchema>>(eventPath(calendarEventId, 'schedule-change'), context),
  })
}

/** Where a "Got it" is sent: also how the outbox finds one kept for the event. */
export const acknowledgementPath = (calendarEventId: string) =>
  eventPath(calendarEventId, 'schedule-change/acknowledgement')

export const acknowledgeScheduleChange = (calendarEventId: string, commandId?: string) =>
  apiSend<Answer<typeof scheduleChangeStatusSchema>>('POST', acknowledgementPath(calendarEventId), undefined, {
    commandId,
  })

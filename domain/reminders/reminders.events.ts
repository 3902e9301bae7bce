import type { DomainEvent } from '../shared/events'
import type { ReminderLeadHours } from './reminders.constants'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** The team's reminder setting, an event's reminders and who has seen its schedule change. */
    reminders: true
  }
}

/**
 * A coach chose when families are reminded to answer. Stream `reminder-settings:<teamId>`: the team's one setting.
 * `leadHours` 0 turns the reminders off.
 */
export type ReminderLeadChosen = DomainEvent<
  'ReminderLeadChosen',
  { teamId: string; leadHours: ReminderLeadHours; chosenAt: string }
>

/**
 * The reminder job reminded the families of the children who had not answered, `leadHours` before the event
 * started. Stream `reminders:<calendarEventId>`: once per event, however many server instances run the job.
 */
export type AutomaticReminderSent = DomainEvent<
  'AutomaticReminderSent',
  { teamId: string; calendarEventId: string; playerIds: readonly string[]; leadHours: number; sentAt: string }
>

/** A coach reminded them by hand. Same stream: at most once in 12 hours per event. */
export type ManualReminderSent = DomainEvent<
  'ManualReminderSent',
  { teamId: string; calendarEventId: string; playerIds: readonly string[]; sentAt: string }
>

/**
 * A family member tapped "Got it" on a schedule change: they have seen the event as it stood at `changeVersion`
 * (the calendar event's stream version of its last change of time or place). Stream
 * `schedule-ack:<calendarEventId>:<userId>`: one member's acknowledgements of one event.
 */
export type ScheduleChangeAcknowledged = DomainEvent<
  'ScheduleChangeAcknowledged',
  { teamId: string; calendarEventId: string; userId: string; changeVersion: number; acknowledgedAt: string }
>

export type ReminderSettingEvent = ReminderLeadChosen
export type EventReminderEvent = AutomaticReminderSent | ManualReminderSent
export type AcknowledgementEvent = ScheduleChangeAcknowledged
export type RemindersDomainEvent = ReminderSettingEvent | EventReminderEvent | AcknowledgementEvent

export const reminderSettingsStreamId = (teamId: string) => `reminder-settings:${teamId}`
export const eventRemindersStreamId = (calendarEventId: string) => `reminders:${calendarEventId}`
export const acknowledgementStreamId = (calendarEventId: string, userId: string) =>
  `schedule-ack:${calendarEventId}:${userId}`

import {
  acknowledgementDecider,
  eventReminderDecider,
  reminderSettingDecider,
} from '@teamspace/domain/reminders/reminders.decider'
import {
  acknowledgementStreamId,
  eventRemindersStreamId,
  reminderSettingsStreamId,
} from '@teamspace/domain/reminders/reminders.events'
import { commandStream } from '../../platform/commands/command-stream'

/** The team's one setting. */
export const reminderSettingStream = commandStream({
  type: 'reminder-settings',
  decider: reminderSettingDecider,
  streamOf: (command) => reminderSettingsStreamId(command.data.teamId),
})

/** One event's reminders: the job's once, a coach's at most once in 12 hours, across every server instance. */
export const eventReminderStream = commandStream({
  type: 'reminders',
  decider: eventReminderDecider,
  streamOf: (command) => eventRemindersStreamId(command.data.calendarEventId),
})

/** One member's "Got it" for one event: families confirming at once never share a stream. */
export const acknowledgementStream = commandStream({
  type: 'schedule-ack',
  decider: acknowledgementDecider,
  streamOf: (command) => acknowledgementStreamId(command.data.calendarEventId, command.data.userId),
})

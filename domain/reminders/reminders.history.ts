import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory } from '../history/history.plugin'
import { plural, quoted } from '../history/history.wording'
import type { RemindersDomainEvent } from './reminders.events'
import { reminderLeadLabels } from './reminders.constants'

/** Reminders and confirmations of schedule changes in the activity feed. */
export const remindersHistory = defineHistory<RemindersDomainEvent>({
  label: 'Reminders',
  sentences: {
    ReminderLeadChosen: (d, c) =>
      d.leadHours === 0
        ? `${c.actor} turned availability reminders off.`
        : `${c.actor} set availability reminders to ${quoted(reminderLeadLabels[d.leadHours])}.`,
    AutomaticReminderSent: (d, c) =>
      d.playerIds.length === 0
        ? `Everyone had answered${forCalendarEvent(c.names, d.calendarEventId)}: no reminder was needed.`
        : `${c.actor} reminded the families of ${plural(d.playerIds.length, 'child', 'children')} to answer${forCalendarEvent(c.names, d.calendarEventId)}.`,
    ManualReminderSent: (d, c) =>
      `${c.actor} reminded the families of ${plural(d.playerIds.length, 'child', 'children')} to answer${forCalendarEvent(c.names, d.calendarEventId)}.`,
    ScheduleChangeAcknowledged: (d, c) =>
      `${c.actor} saw the schedule change${forCalendarEvent(c.names, d.calendarEventId)}.`,
  },
  // A family's "Got it" is for the coach's list on the event, not the feed.
  unlisted: ['ScheduleChangeAcknowledged'],
})

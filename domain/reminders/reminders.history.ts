import { forCalendarEvent } from '../calendar/calendar.history'
import { defineHistory } from '../history/history.plugin'
import { quoted, sayer } from '../history/history.wording'
import type { RemindersDomainEvent } from './reminders.events'
import { remindersHistoryMessages, remindersHistoryTranslations } from './reminders.history.messages'

const say = sayer(remindersHistoryMessages, remindersHistoryTranslations)

/** Reminders and confirmations of schedule changes in the activity feed. */
export const remindersHistory = defineHistory<RemindersDomainEvent>({
  label: (language) => say({ language })('label'),
  sentences: {
    ReminderLeadChosen: (d, c) =>
      d.leadHours === 0
        ? say(c)('leadOff', { actor: c.actor })
        : say(c)('leadSet', { actor: c.actor, lead: quoted(say(c)('lead', { hours: d.leadHours }), c.language) }),
    AutomaticReminderSent: (d, c) =>
      d.playerIds.length === 0
        ? say(c)('noneNeeded', { event: forCalendarEvent(c.names, d.calendarEventId, 'for', c.language) })
        : say(c)('reminded', {
            actor: c.actor,
            count: d.playerIds.length,
            event: forCalendarEvent(c.names, d.calendarEventId, 'for', c.language),
          }),
    ManualReminderSent: (d, c) =>
      say(c)('reminded', {
        actor: c.actor,
        count: d.playerIds.length,
        event: forCalendarEvent(c.names, d.calendarEventId, 'for', c.language),
      }),
    ScheduleChangeAcknowledged: (d, c) =>
      say(c)('acknowledged', {
        actor: c.actor,
        event: forCalendarEvent(c.names, d.calendarEventId, 'for', c.language),
      }),
  },
  // A family's "Got it" is for the coach's list on the event, not the feed.
  unlisted: ['ScheduleChangeAcknowledged'],
})

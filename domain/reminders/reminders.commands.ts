import type { Command } from '../shared/events'
import type { ReminderLeadHours } from './reminders.constants'

export type ChooseReminderLead = Command<'ChooseReminderLead', { teamId: string; leadHours: ReminderLeadHours }>

/**
 * The job (no actor) or a coach reminds the families of an event's unanswered children. What the read tables
 * say now comes with it: who has not answered, and whether the event still asks for availability.
 */
export type SendAutomaticReminder = Command<
  'SendAutomaticReminder',
  { teamId: string; calendarEventId: string; playerIds: readonly string[]; leadHours: number }
>

export type SendManualReminder = Command<
  'SendManualReminder',
  {
    teamId: string
    calendarEventId: string
    playerIds: readonly string[]
    /** The event is an upcoming game or practice, not cancelled. */
    asksForAvailability: boolean
    /** The event's time zone: the refusal says in it when the next reminder may go. */
    timeZone: string
  }
>

export type AcknowledgeScheduleChange = Command<
  'AcknowledgeScheduleChange',
  {
    teamId: string
    calendarEventId: string
    userId: string
    /** The event's last change of time or place, as the read table has it; null when it never changed. */
    changeVersion: number | null
    /** The member has a child on the roster (the ones asked to confirm). */
    isFamily: boolean
  }
>

export type ReminderSettingCommand = ChooseReminderLead
export type EventReminderCommand = SendAutomaticReminder | SendManualReminder
export type AcknowledgementCommand = AcknowledgeScheduleChange

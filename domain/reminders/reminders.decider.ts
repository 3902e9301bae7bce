import { formatEventTime } from '../schedule-mails/schedule-change'
import { assertNever, type Decider } from '../shared/decider'
import { ConflictError, ForbiddenError, ValidationError } from '../shared/errors'
import type {
  AcknowledgementCommand,
  EventReminderCommand,
  ReminderSettingCommand,
  SendAutomaticReminder,
  SendManualReminder,
} from './reminders.commands'
import {
  DEFAULT_LEAD_HOURS,
  MANUAL_REMINDER_GAP_HOURS,
  reminderLeadHours,
  reminderMessages,
  type ReminderLeadHours,
} from './reminders.constants'
import type { AcknowledgementEvent, EventReminderEvent, ReminderSettingEvent } from './reminders.events'

const HOUR_MS = 60 * 60 * 1000

// ---- The team's setting ----

export interface ReminderSettingState {
  readonly leadHours: ReminderLeadHours
}

export const reminderSettingDecider: Decider<ReminderSettingState, ReminderSettingCommand, ReminderSettingEvent> = {
  initialState: () => ({ leadHours: DEFAULT_LEAD_HOURS }),
  decide: ({ type, data, metadata }, state) => {
    switch (type) {
      case 'ChooseReminderLead':
        if (!reminderLeadHours.includes(data.leadHours))
          throw new ValidationError(reminderMessages.leadHours, { fields: { leadHours: reminderMessages.leadHours } })
        if (data.leadHours === state.leadHours) return []
        return [
          {
            type: 'ReminderLeadChosen',
            data: { teamId: data.teamId, leadHours: data.leadHours, chosenAt: metadata.now.toISOString() },
          },
        ]
      default:
        return assertNever(type)
    }
  },
  evolve: (_state, event) => ({ leadHours: event.data.leadHours }),
}

// ---- One event's reminders ----

export interface EventReminderState {
  /** The job has reminded the families of this event. */
  readonly automaticSent: boolean
  /** When the job's reminder reached somebody, or null (not sent, or everyone had answered). */
  readonly lastAutomaticAt: string | null
  /** When a coach last reminded by hand, or null. */
  readonly lastManualAt: string | null
}

/**
 * When a coach may remind by hand again: 12 hours after the last reminder that reached somebody, or now. The
 * job's counts as well as a coach's: a game scheduled inside the lead time is reminded at once, and a reminder by
 * hand a moment later would reach the same families with the same question.
 */
export const nextManualReminderAt = (state: EventReminderState): Date | null => {
  const last = [state.lastManualAt, state.lastAutomaticAt]
    .filter((at): at is string => at !== null)
    .reduce<number | null>((latest, at) => Math.max(latest ?? 0, Date.parse(at)), null)
  return last === null ? null : new Date(last + MANUAL_REMINDER_GAP_HOURS * HOUR_MS)
}

/**
 * Once per event: a second instance of the job, or a second pass, finds it sent and appends nothing. When
 * everyone has answered it is recorded all the same (nobody reminded), so the job is done with the event.
 */
const sendAutomatic = ({ data, metadata }: SendAutomaticReminder, state: EventReminderState): EventReminderEvent[] => {
  if (state.automaticSent) return []
  return [
    {
      type: 'AutomaticReminderSent',
      data: {
        teamId: data.teamId,
        calendarEventId: data.calendarEventId,
        playerIds: data.playerIds,
        leadHours: data.leadHours,
        sentAt: metadata.now.toISOString(),
      },
    },
  ]
}

/** By hand, for an upcoming game or practice, when someone has not answered and 12 hours passed since the last reminder. */
const sendManual = ({ data, metadata }: SendManualReminder, state: EventReminderState): EventReminderEvent[] => {
  if (!data.asksForAvailability) throw new ValidationError(reminderMessages.notAsking, { code: 'not-asking' })
  const again = nextManualReminderAt(state)
  if (again && again.getTime() > metadata.now.getTime()) {
    throw new ConflictError(reminderMessages.tooSoon(formatEventTime(again.toISOString(), data.timeZone)), {
      code: 'reminded-recently',
    })
  }
  if (data.playerIds.length === 0)
    throw new ValidationError(reminderMessages.everyoneAnswered, { code: 'everyone-answered' })
  return [
    {
      type: 'ManualReminderSent',
      data: {
        teamId: data.teamId,
        calendarEventId: data.calendarEventId,
        playerIds: data.playerIds,
        sentAt: metadata.now.toISOString(),
      },
    },
  ]
}

export const eventReminderDecider: Decider<EventReminderState, EventReminderCommand, EventReminderEvent> = {
  initialState: () => ({ automaticSent: false, lastAutomaticAt: null, lastManualAt: null }),
  decide: (command, state) => {
    switch (command.type) {
      case 'SendAutomaticReminder':
        return sendAutomatic(command, state)
      case 'SendManualReminder':
        return sendManual(command, state)
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'AutomaticReminderSent':
        return {
          ...state,
          automaticSent: true,
          lastAutomaticAt: event.data.playerIds.length > 0 ? event.data.sentAt : state.lastAutomaticAt,
        }
      case 'ManualReminderSent':
        return { ...state, lastManualAt: event.data.sentAt }
      default:
        return assertNever(event)
    }
  },
}

// ---- One member's "Got it" for one event ----

export interface AcknowledgementState {
  /** The last change of the event the member has seen, or 0. */
  readonly changeVersion: number
}

export const acknowledgementDecider: Decider<AcknowledgementState, AcknowledgementCommand, AcknowledgementEvent> = {
  initialState: () => ({ changeVersion: 0 }),
  decide: ({ type, data, metadata }, state) => {
    switch (type) {
      case 'AcknowledgeScheduleChange':
        if (!data.isFamily) throw new ForbiddenError(reminderMessages.notFamily, { code: 'not-family' })
        if (data.changeVersion === null)
          throw new ValidationError(reminderMessages.nothingToAcknowledge, { code: 'nothing-to-acknowledge' })
        // Tapping twice, or on a notice already confirmed on another device, changes nothing.
        if (data.changeVersion <= state.changeVersion) return []
        return [
          {
            type: 'ScheduleChangeAcknowledged',
            data: {
              teamId: data.teamId,
              calendarEventId: data.calendarEventId,
              userId: data.userId,
              changeVersion: data.changeVersion,
              acknowledgedAt: metadata.now.toISOString(),
            },
          },
        ]
      default:
        return assertNever(type)
    }
  },
  evolve: (_state, event) => ({ changeVersion: event.data.changeVersion }),
}

import { calendarEventSummary } from '../calendar-feed/calendar-event-summary'
import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import { formatEventTime } from '../schedule-mails/schedule-change'
import { teamPagePath } from '../shared/team-links'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** A reminder of what the member has yet to answer. */
    reminders: true
  }
}

export const remindersPushKind = definePushKind('reminders', 'Volunteer and availability reminders')

/**
 * An availability reminder: which event, and that an answer is missing; never the child's name (a lock screen is
 * seen by others), which the e-mail gives. One tag per event, so a reminder by hand replaces the automatic one.
 */
export const availabilityReminderPush = (context: {
  readonly teamId: string
  readonly teamName: string
  readonly calendarEventId: string
  readonly event: Parameters<typeof calendarEventSummary>[0] & { readonly startsAt: string; readonly timeZone: string }
}): PushPayload => ({
  title: shortPushText(`${context.teamName}: Please answer`, 80),
  body: shortPushText(
    `Nobody has answered yet for ${calendarEventSummary(context.event)} on ${formatEventTime(context.event.startsAt, context.event.timeZone)}. Tap to answer.`,
  ),
  url: `${teamPagePath(context.teamId, 'calendar')}?event=${encodeURIComponent(context.calendarEventId)}`,
  tag: `reminder-${context.calendarEventId}`,
})

import { calendarEventSummary } from '../calendar-feed/calendar-event-summary'
import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import { teamPagePath } from '../shared/team-links'
import { formatEventTime, type ScheduleChange } from './schedule-change'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** A calendar event moved, relocated or cancelled. */
    schedule: true
  }
}

export const schedulePushKind = definePushKind('schedule', 'Schedule changes and cancellations')

/**
 * A merged schedule change: the same title as the e-mail's subject (`mailSubject`), the new time and place, and
 * a tap opens the event in the team's calendar. One tag per calendar event, so a later change replaces it.
 */
export const scheduleChangePush = (
  change: ScheduleChange,
  context: { readonly teamId: string; readonly calendarEventId: string; readonly mailSubject: string },
): PushPayload => {
  const calendar = teamPagePath(context.teamId, 'calendar')
  const tag = `schedule-${context.calendarEventId}`
  if (change.kind === 'cancelled') {
    const { event } = change
    return {
      title: context.mailSubject,
      body: shortPushText(`${calendarEventSummary(event)} has been cancelled.`),
      url: calendar,
      tag,
    }
  }
  const { after } = change
  const parts = [
    change.moved ? `Now ${formatEventTime(after.startsAt, after.timeZone)}` : null,
    change.relocated ? `${change.moved ? 'at' : 'Now at'} ${after.location}` : null,
  ].filter(Boolean)
  return {
    title: context.mailSubject,
    body: shortPushText(`${parts.join(' ')}.`),
    url: `${calendar}?event=${encodeURIComponent(context.calendarEventId)}`,
    tag,
  }
}

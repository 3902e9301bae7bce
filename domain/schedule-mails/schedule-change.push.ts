import { calendarEventSummary } from '../calendar-feed/calendar-event-summary'
import { speak } from '../i18n/speak'
import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import type { Language } from '../shared/languages'
import { teamPagePath } from '../shared/team-links'
import { formatEventTime, type ScheduleChange } from './schedule-change'
import { scheduleChangeMessages, scheduleChangeTranslations } from './schedule-change.messages'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** A calendar event moved, relocated or cancelled. */
    schedule: true
  }
}

export const schedulePushKind = definePushKind('schedule', 'Schedule changes and cancellations')

/**
 * A merged schedule change, in the member's language: the same title as the e-mail's subject (`mailSubject`, in
 * the same language), the new time and place, and a tap opens the event in the team's calendar. One tag per
 * calendar event, so a later change replaces it.
 */
export const scheduleChangePush = (
  change: ScheduleChange,
  context: { readonly teamId: string; readonly calendarEventId: string; readonly mailSubject: string },
  language: Language = 'en',
): PushPayload => {
  const say = speak(language, scheduleChangeMessages, scheduleChangeTranslations)
  const calendar = teamPagePath(context.teamId, 'calendar')
  const tag = `schedule-${context.calendarEventId}`
  if (change.kind === 'cancelled') {
    return {
      title: context.mailSubject,
      body: shortPushText(say('cancelled', { event: calendarEventSummary(change.event, language) })),
      url: calendar,
      tag,
    }
  }
  const { after } = change
  const when = formatEventTime(after.startsAt, after.timeZone, language)
  const body = !change.moved
    ? say('pushRelocated', { place: after.location })
    : change.relocated
      ? say('pushMovedAndRelocated', { when, place: after.location })
      : say('pushMoved', { when })
  return {
    title: context.mailSubject,
    body: shortPushText(body),
    url: `${calendar}?event=${encodeURIComponent(context.calendarEventId)}`,
    tag,
  }
}

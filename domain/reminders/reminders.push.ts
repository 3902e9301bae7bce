import { calendarEventSummary } from '../calendar-feed/calendar-event-summary'
import { speak } from '../i18n/speak'
import { definePushKind } from '../push/push-kinds'
import type { PushPayload } from '../push/push.schemas'
import { shortPushText } from '../push/push-text'
import { formatEventTime } from '../schedule-mails/schedule-change'
import type { Language } from '../shared/languages'
import { teamPagePath } from '../shared/team-links'
import { reminderMessages, reminderTranslations } from './reminders.messages'

declare module '../push/push-kinds' {
  interface PushKinds {
    /** A reminder of what the member has yet to answer. */
    reminders: true
  }
}

export const remindersPushKind = definePushKind('reminders', 'Volunteer and availability reminders')

/**
 * An availability reminder, in the member's language: which event, and that an answer is missing; never the child's
 * name (a lock screen is seen by others), which the e-mail gives. One tag per event, so a reminder by hand replaces
 * the automatic one.
 */
export const availabilityReminderPush = (
  context: {
    readonly teamId: string
    readonly teamName: string
    readonly calendarEventId: string
    readonly event: Parameters<typeof calendarEventSummary>[0] & {
      readonly startsAt: string
      readonly timeZone: string
    }
  },
  language: Language = 'en',
): PushPayload => {
  const say = speak(language, reminderMessages, reminderTranslations)
  const { event } = context
  return {
    title: shortPushText(say('pushTitle', { team: context.teamName }), 80),
    body: shortPushText(
      say('pushBody', {
        event: calendarEventSummary(event, language),
        when: formatEventTime(event.startsAt, event.timeZone, language),
      }),
    ),
    url: `${teamPagePath(context.teamId, 'calendar')}?event=${encodeURIComponent(context.calendarEventId)}`,
    tag: `reminder-${context.calendarEventId}`,
  }
}

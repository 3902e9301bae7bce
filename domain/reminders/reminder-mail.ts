import { calendarEventSummary } from '../calendar-feed/calendar-event-summary'
import type { CalendarEventType } from '../calendar/calendar.constants'
import { formatEventTime } from '../schedule-mails/schedule-change'

export interface ReminderMailContext {
  readonly teamName: string
  readonly event: {
    readonly title: string
    readonly type: CalendarEventType
    readonly opponent: string
    readonly startsAt: string
    readonly timeZone: string
    readonly location: string
  }
  /** The children of this member who have not answered, by name. */
  readonly children: readonly string[]
  /** The event on the team's calendar, and the profile page (where the mails are turned off). */
  readonly eventUrl: string
  readonly profileUrl: string
}

const names = (children: readonly string[]) =>
  children.length <= 1 ? (children[0] ?? '') : `${children.slice(0, -1).join(', ')} and ${children.at(-1)}`

/** The reminder one family member gets for one event: which children, which event, where to answer. */
export const reminderMail = ({ teamName, event, children, eventUrl, profileUrl }: ReminderMailContext) => {
  const name = calendarEventSummary(event)
  const when = formatEventTime(event.startsAt, event.timeZone)
  const who = names(children)
  const lines = [
    `${children.length > 1 ? 'Are' : 'Is'} ${who} coming to ${name} on ${when}${event.location.trim() ? ` at ${event.location.trim()}` : ''}?`,
    '',
    `Nobody has answered for ${who} yet. Please answer here: ${eventUrl}`,
    '',
    '-- ',
    `You get this e-mail as a member of ${teamName} on Team Space. To stop availability reminders, turn them off in your profile: ${profileUrl}`,
  ]
  return { subject: `${teamName}: Please answer for ${who} – ${name}`, text: lines.join('\n') }
}

import { calendarEventSummary } from '../calendar-feed/calendar-event-summary'
import { formatEventTime, type ScheduleChange } from '../schedule-mails/schedule-change'
import { teamPagePath } from '../shared/team-links'
import type { PushPayload } from './push.schemas'

/**
 * What each notification says: short, as a phone's lock screen shows it, and never more about anyone than the
 * matching e-mail says (a child's name never: a voting's result is "see who won", not who).
 */

/** A body longer than this is cut with an ellipsis: a lock screen shows two or three lines. */
export const MAX_BODY = 140

const short = (text: string, max = MAX_BODY) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}

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
      body: short(`${calendarEventSummary(event)} has been cancelled.`),
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
    body: short(`${parts.join(' ')}.`),
    url: `${calendar}?event=${encodeURIComponent(context.calendarEventId)}`,
    tag,
  }
}

/** A news post: the team and the article's title, as the news e-mail's subject; a tap opens the news page. */
export const newsPostPush = (context: {
  readonly teamId: string
  readonly teamName: string
  readonly newsArticleId: string
  readonly title: string
  readonly authorName: string
}): PushPayload => ({
  title: `${context.teamName}: News`,
  body: short(`${context.authorName ? `${context.authorName}: ` : ''}${context.title}`),
  url: teamPagePath(context.teamId, 'news'),
  tag: `news-${context.newsArticleId}`,
})

/**
 * New messages in a thread, merged: who wrote the last one and how many came. One tag per thread, so the phone
 * keeps one notification per thread however many arrive.
 */
export const chatMessagesPush = (context: {
  readonly teamId: string
  readonly teamName: string
  readonly threadId: string
  readonly threadTitle: string
  readonly count: number
  readonly lastSenderName: string
}): PushPayload => ({
  title: short(`${context.teamName}: ${context.threadTitle}`, 80),
  body:
    context.count === 1
      ? short(`New message from ${context.lastSenderName || 'a team member'}`)
      : `${context.count} new messages`,
  url: teamPagePath(context.teamId, 'chat'),
  tag: `chat-${context.threadId}`,
})

/** A Player of the Match voting opened or closed; the result is on the page, never in the notification. */
export const votingPush = (context: {
  readonly teamId: string
  readonly teamName: string
  readonly votingId: string
  readonly gameTitle: string
  readonly opened: boolean
}): PushPayload => ({
  title: `${context.teamName}: Player of the Match`,
  body: short(
    context.opened
      ? `Voting is open for ${context.gameTitle}. Cast your vote!`
      : `Voting for ${context.gameTitle} has closed. See who won.`,
  ),
  url: teamPagePath(context.teamId, 'player-of-match'),
  tag: `vote-${context.votingId}`,
})

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
  title: short(`${context.teamName}: Please answer`, 80),
  body: short(
    `Nobody has answered yet for ${calendarEventSummary(context.event)} on ${formatEventTime(context.event.startsAt, context.event.timeZone)}. Tap to answer.`,
  ),
  url: `${teamPagePath(context.teamId, 'calendar')}?event=${encodeURIComponent(context.calendarEventId)}`,
  tag: `reminder-${context.calendarEventId}`,
})

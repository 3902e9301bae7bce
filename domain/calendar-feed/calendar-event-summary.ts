import type { CalendarEventType } from '../calendar/calendar.schemas'

export interface SummaryParts {
  readonly title: string
  readonly type: CalendarEventType
  readonly opponent: string
}

/**
 * How a calendar event is named outside the app (a subscribed calendar, an e-mail): a game names its opponent
 * ("Game vs Rovers"), unless its title already does.
 */
export const calendarEventSummary = ({ title, type, opponent }: SummaryParts) => {
  const against = opponent.trim()
  if (type !== 'game' || against === '' || title.toLowerCase().includes(against.toLowerCase())) return title
  return `${title} vs ${against}`
}

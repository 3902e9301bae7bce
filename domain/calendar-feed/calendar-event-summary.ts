import type { CalendarEventType } from '../calendar/calendar.schemas'

export interface SummaryParts {
  readonly title: string
  readonly type: CalendarEventType
  readonly opponent: string
}

// "vs Eastside", "v. Rovers", "versus …", "against …", "@ Lakeside": the title names whom the game is against.
const VERSUS = /(^|\s)(vs|v|versus|against)[.\s]\s*\S|@\s*\S/i

/**
 * Whether a game's title already names its opponent: it has the opponent's name in it, or says whom it is against
 * in its own words ("League game vs Eastside" for "Eastside United").
 */
export const titleNamesOpponent = (title: string, opponent: string) => {
  const against = opponent.trim()
  return against === '' || title.toLowerCase().includes(against.toLowerCase()) || VERSUS.test(title)
}

/**
 * How a calendar event is named outside the app (a subscribed calendar, an e-mail) and on a printed schedule: a
 * game names its opponent ("Game vs Rovers"), unless its title already does.
 */
export const calendarEventSummary = ({ title, type, opponent }: SummaryParts) =>
  type !== 'game' || titleNamesOpponent(title, opponent) ? title : `${title} vs ${opponent.trim()}`

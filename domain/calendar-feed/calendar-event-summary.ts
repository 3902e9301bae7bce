import type { CalendarEventType } from '../calendar/calendar.schemas'
import { speak } from '../i18n/speak'
import type { Language } from '../shared/languages'
import { summaryMessages, summaryTranslations } from './calendar-event-summary.messages'

export interface SummaryParts {
  readonly title: string
  readonly type: CalendarEventType
  readonly opponent: string
}

// "vs Eastside", "v. Rovers", "versus …", "against …", "gegen …", "contra …", "@ Lakeside": the title names whom
// the game is against, in any of the app's languages.
const VERSUS = /(^|\s)(vs|v|versus|against|gegen|contra)[.\s]\s*\S|@\s*\S/i

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
 * game names its opponent ("Game vs Rovers", "Spiel gegen Rovers"), unless its title already does.
 */
export const calendarEventSummary = ({ title, type, opponent }: SummaryParts, language: Language = 'en') =>
  type !== 'game' || titleNamesOpponent(title, opponent)
    ? title
    : speak(language, summaryMessages, summaryTranslations)('versus', { title, opponent: opponent.trim() })

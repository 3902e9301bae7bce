import { translate } from '../../i18n/locale'
import { formatCalendarDay } from '../../lib/dates'
import { resultsSeasonsMessages as m } from './results-seasons.messages'

/** "Dec 8, 2026 to Mar 31, 2027": a season's dates as the rest of the page writes dates; null for none. */
export const seasonDatesLine = (startsOn: string | null, endsOn: string | null) =>
  startsOn && endsOn
    ? translate(m.dates, { start: formatCalendarDay(startsOn), end: formatCalendarDay(endsOn) })
    : endsOn
      ? translate(m.until, { end: formatCalendarDay(endsOn) })
      : null

import { formatCalendarDay } from '../../lib/dates'

/** "Dec 8, 2026 to Mar 31, 2027": a season's dates as the rest of the page writes dates; null for none. */
export const seasonDatesLine = (startsOn: string | null, endsOn: string | null) =>
  startsOn && endsOn
    ? `${formatCalendarDay(startsOn)} to ${formatCalendarDay(endsOn)}`
    : endsOn
      ? `until ${formatCalendarDay(endsOn)}`
      : null

import { definedOnly, searchChoice } from '../../lib/search-params'
import { isMonthKey, type MonthKey } from './month-key'

export const calendarViews = ['month', 'list'] as const
export type CalendarViewName = (typeof calendarViews)[number]

export interface CalendarSearch {
  view?: CalendarViewName | undefined
  month?: MonthKey | undefined
}

/** The /calendar query string: which view, and which month. Anything malformed is dropped. */
export const parseCalendarSearch = (search: Record<string, unknown>): CalendarSearch =>
  definedOnly({
    view: searchChoice(search.view, calendarViews),
    month: typeof search.month === 'string' && isMonthKey(search.month) ? search.month : undefined,
  })

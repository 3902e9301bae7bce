import { definedOnly, searchChoice, searchText } from '../../lib/search-params'
import { isMonthKey, type MonthKey } from './month-key'

export const calendarViews = ['month', 'list'] as const
export type CalendarViewName = (typeof calendarViews)[number]

/** Whose events: the team's (none) or, for someone in several teams, all of theirs. */
export const calendarScopes = ['all'] as const

export interface CalendarSearch {
  view?: CalendarViewName | undefined
  month?: MonthKey | undefined
  scope?: (typeof calendarScopes)[number] | undefined
  /** An event to open at once (a link from the calendar of all the person's teams, or the dashboard). */
  event?: string | undefined
}

/** The /calendar query string: which view, which month, whose events, which event. Anything malformed is dropped. */
export const parseCalendarSearch = (search: Record<string, unknown>): CalendarSearch =>
  definedOnly({
    view: searchChoice(search.view, calendarViews),
    month: typeof search.month === 'string' && isMonthKey(search.month) ? search.month : undefined,
    scope: searchChoice(search.scope, calendarScopes),
    event: searchText(search.event, { min: 1, max: 100 }),
  })

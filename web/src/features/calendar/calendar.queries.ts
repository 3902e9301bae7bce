import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { calendarRoutes } from '@teamspace/domain/calendar/calendar.constants'
import type {
  calendarEventSchema,
  calendarListSchema,
  myCalendarSchema,
  myNextSchema,
  scheduledCalendarEventSchema,
  ScheduleCalendarEventInput,
} from '@teamspace/domain/calendar/calendar.schemas'
import type {
  ChangeCalendarOccurrenceInput,
  ScheduleCalendarSeriesInput,
  scheduledCalendarSeriesSchema,
  SeriesScope,
} from '@teamspace/domain/calendar/calendar-series.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'
import { historyKeys } from '../../shared/history/history-keys'

// Everything under 'calendar', which the live socket invalidates when a calendar event is scheduled, changed or
// cancelled (and, for the counts coaches see, when a family answers; for today and the time zone, when the team
// changes: the server names 'calendar' in those notices too).
export const calendarKeys = {
  all: liveKey('calendar'),
  list: liveKey('calendar', 'list'),
  range: (from: string, to: string) => liveKey('calendar', 'range', from, to),
  one: (calendarEventId: string) => liveKey('calendar', 'event', calendarEventId),
  /** The person's events of every team (a range, or '' '' for every upcoming one): never the team's own list. */
  allTeams: (from = '', to = '') => liveKey('calendar', 'all-teams', from, to),
  nextInEachTeam: liveKey('calendar', 'next-in-each-team'),
}

/*
 * Across the person's teams. These answer the same whatever team asks, yet they live in the page's team client, under
 * keys of their own ('all-teams', 'next-in-each-team') so they are never taken for the team's events: then the
 * team's live socket and the team's own saves (the topics their answers name) refresh them at once, and a team
 * switch starts from that team's cache like every other page. The other teams' changes do not arrive over this team's socket:
 * those show on focus (always asked again) and once the answer is a minute old.
 */
const acrossTeams = { staleTime: 60_000, refetchOnWindowFocus: 'always' } as const

/** Every team's events: those of [from, to] (the month view), or every upcoming one (the list). */
export function allTeamsCalendarQuery(range?: { from: string; to: string }) {
  const search = range ? `?${new URLSearchParams(range).toString()}` : ''
  return queryOptions({
    queryKey: calendarKeys.allTeams(range?.from, range?.to),
    queryFn: async (context) =>
      (await apiGet<Answer<typeof myCalendarSchema>>(`${calendarRoutes.mine}${search}`, context)).events,
    placeholderData: range ? keepPreviousData : undefined,
    ...acrossTeams,
  })
}

/** Each of the person's teams with its next event, or null (the dashboard's other teams). */
export function nextInEachTeamQuery() {
  return queryOptions({
    queryKey: calendarKeys.nextInEachTeam,
    queryFn: async (context) =>
      (await apiGet<Answer<typeof myNextSchema>>(calendarRoutes.nextInEachTeam, context)).teams,
    ...acrossTeams,
  })
}

/** Every upcoming event and the latest past ones, with today in the team's zone: the list view and the dashboard. */
export function calendarListQuery() {
  return queryOptions({
    queryKey: calendarKeys.list,
    queryFn: (context) => apiGet<Answer<typeof calendarListSchema>>(calendarRoutes.list, context),
  })
}

/** The events of the weeks the month view shows; the month before stays on screen while the next one loads. */
export function calendarRangeQuery({ from, to }: { from: string; to: string }) {
  const search = new URLSearchParams({ from, to })
  return queryOptions({
    queryKey: calendarKeys.range(from, to),
    queryFn: (context) =>
      apiGet<Answer<typeof calendarListSchema>>(`${calendarRoutes.list}?${search.toString()}`, context),
    placeholderData: keepPreviousData,
  })
}

export function calendarEventQuery(calendarEventId: string) {
  return queryOptions({
    queryKey: calendarKeys.one(calendarEventId),
    queryFn: (context) =>
      apiGet<Answer<typeof calendarEventSchema>>(calendarRoutes.one(encodeURIComponent(calendarEventId)), context),
  })
}

// Each call takes the command id of its intent (see `useCommand`): a retry after a lost connection reuses it.

/** The calendar as it stood at the end of `date` (the events of [from, to] when given). */
export function asOfCalendarQuery(date: string, range: { from?: string; to?: string } = {}) {
  const query = new URLSearchParams({ date })
  if (range.from) query.set('from', range.from)
  if (range.to) query.set('to', range.to)
  return queryOptions({
    queryKey: historyKeys.asOf('calendar', date, range.from ?? '', range.to ?? ''),
    queryFn: (context) =>
      apiGet<Answer<typeof calendarListSchema>>(`/api/history/as-of/calendar-events?${query.toString()}`, context),
  })
}

export const scheduleCalendarEvent = (input: ScheduleCalendarEventInput, commandId?: string) =>
  apiSend<Answer<typeof scheduledCalendarEventSchema>>('POST', calendarRoutes.list, input, { commandId })

/** A repeating event ("Repeats" on): its occurrences' ids, in date order. */
export const scheduleCalendarSeries = (input: ScheduleCalendarSeriesInput, commandId?: string) =>
  apiSend<Answer<typeof scheduledCalendarSeriesSchema>>('POST', calendarRoutes.series, input, { commandId })

/** A single event, or an occurrence of a series for this event, this and the following ones, or all of them. */
export const changeCalendarEvent = (
  calendarEventId: string,
  input: ChangeCalendarOccurrenceInput,
  commandId?: string,
) =>
  apiSend<Answer<typeof calendarEventSchema>>('PUT', calendarRoutes.one(encodeURIComponent(calendarEventId)), input, {
    commandId,
  })

/** What a cancellation of an occurrence covers; a single event is cancelled alone. */
export interface CancelScope {
  readonly scope: SeriesScope
  readonly seriesVersion?: number
}

export const cancelCalendarEvent = (calendarEventId: string, commandId?: string, covers?: CancelScope) => {
  const query = new URLSearchParams()
  if (covers && covers.scope !== 'this') {
    query.set('scope', covers.scope)
    if (covers.seriesVersion !== undefined) query.set('seriesVersion', String(covers.seriesVersion))
  }
  const search = query.size > 0 ? `?${query.toString()}` : ''
  return apiSend('DELETE', `${calendarRoutes.one(encodeURIComponent(calendarEventId))}${search}`, undefined, {
    commandId,
  })
}

/** After a save found the calendar out of date (an event gone already): every view of it is the server's to say. */
export const refreshCalendar = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: calendarKeys.all })

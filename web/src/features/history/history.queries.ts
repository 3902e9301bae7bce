import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { calendarListSchema } from '@teamspace/domain/calendar/calendar.schemas'
import {
  activityPageSchema,
  itemHistorySchema,
  type HistoryFeature,
  type HistoryKind,
} from '@teamspace/domain/history/history.schemas'
import { playerSchema } from '@teamspace/domain/roster/roster.schemas'
import { statLineSchema } from '@teamspace/domain/stats/stats.schemas'
import { z } from 'zod'
import { apiGet } from '../../lib/api'

/**
 * The history is read from the log each time it is opened (no live topic of its own): every query here is
 * fresh on mount, and a view of the past never changes.
 */
export const historyKeys = {
  all: ['history'] as const,
  activity: (filters: ActivityFilters) => ['history', 'activity', filters] as const,
  item: (kind: HistoryKind, id: string) => ['history', 'item', kind, id] as const,
  asOf: (what: string, ...rest: readonly string[]) => ['history', 'as-of', what, ...rest] as const,
}

export interface ActivityFilters {
  readonly feature: HistoryFeature
  readonly person: string
  readonly from: string
  readonly to: string
}

export const noActivityFilters: ActivityFilters = { feature: '', person: '', from: '', to: '' }

const PAGE_SIZE = 30

/** The team's activity, newest first, a page at a time ("Load more" asks for the entries before the last). */
export function activityQuery(filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: historyKeys.activity(filters),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }: { pageParam: number | null }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) })
      for (const [key, value] of Object.entries(filters) as [string, string][]) if (value) query.set(key, value)
      if (pageParam !== null) query.set('before', String(pageParam))
      return apiGet(`/api/history?${query.toString()}`, activityPageSchema)
    },
    getNextPageParam: (page) => page.nextBefore,
    staleTime: 0,
  })
}

/** One item's timeline, newest first. */
export function itemHistoryQuery(kind: HistoryKind, id: string) {
  return queryOptions({
    queryKey: historyKeys.item(kind, id),
    queryFn: () => apiGet(`/api/history/${kind}/${encodeURIComponent(id)}`, itemHistorySchema),
    staleTime: 0,
  })
}

const dateQuery = (date: string) => `date=${encodeURIComponent(date)}`

/** The roster (with each player's totals) as it was at the end of `date`. */
export function asOfPlayersQuery(date: string) {
  return queryOptions({
    queryKey: historyKeys.asOf('players', date),
    queryFn: () => apiGet(`/api/history/as-of/players?${dateQuery(date)}`, z.array(playerSchema)),
  })
}

/** A player's stat lines as they counted at the end of `date`. */
export function asOfPlayerStatsQuery(playerId: string, date: string) {
  return queryOptions({
    queryKey: historyKeys.asOf('stats', playerId, date),
    queryFn: () =>
      apiGet(
        `/api/history/as-of/players/${encodeURIComponent(playerId)}/stats?${dateQuery(date)}`,
        z.array(statLineSchema),
      ),
  })
}

/** The calendar as it stood at the end of `date` (the events of [from, to] when given). */
export function asOfCalendarQuery(date: string, range: { from?: string; to?: string } = {}) {
  const query = new URLSearchParams({ date })
  if (range.from) query.set('from', range.from)
  if (range.to) query.set('to', range.to)
  return queryOptions({
    queryKey: historyKeys.asOf('calendar', date, range.from ?? '', range.to ?? ''),
    queryFn: () => apiGet(`/api/history/as-of/calendar-events?${query.toString()}`, calendarListSchema),
  })
}

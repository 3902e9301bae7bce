import { definedOnly, searchChoice, searchText } from '../../lib/search-params'

export const statsViews = ['overview', 'games'] as const
export type StatsView = (typeof statsViews)[number]

export interface StatsSearch {
  player?: string | undefined
  view?: StatsView | undefined
}

/** The /stats query string: which player, and which view of them. Anything malformed is dropped. */
export const parseStatsSearch = (search: Record<string, unknown>): StatsSearch =>
  definedOnly({
    player: searchText(search.player, { min: 1, max: 64, trim: true }),
    view: searchChoice(search.view, statsViews),
  })

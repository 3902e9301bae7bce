import { definedOnly, searchChoice, searchText } from '../../lib/search-params'

export const statsViews = ['overview', 'games'] as const
export type StatsView = (typeof statsViews)[number]

export interface StatsSearch {
  player?: string | undefined
  view?: StatsView | undefined
  /** A past season's id; left out for the current season. */
  season?: string | undefined
  /** A game (calendar event id) whose stat sheet opens filled in from its live match. */
  sheet?: string | undefined
}

/** The /stats query string: which player, which view of them and which season. Anything malformed is dropped. */
export const parseStatsSearch = (search: Record<string, unknown>): StatsSearch =>
  definedOnly({
    player: searchText(search.player, { min: 1, max: 64, trim: true }),
    view: searchChoice(search.view, statsViews),
    season: searchText(search.season, { min: 1, max: 64, trim: true }),
    sheet: searchText(search.sheet, { min: 1, max: 64, trim: true }),
  })

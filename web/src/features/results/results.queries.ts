import { queryOptions } from '@tanstack/react-query'
import type {
  GameResultInput,
  gameResultViewSchema,
  GameResultView,
  SeasonResults,
} from '@teamspace/domain/results/results.schemas'
import type { Season, StartSeasonInput } from '@teamspace/domain/results/seasons.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'
import { asOfDateQuery, historyKeys } from '../../shared/history/history-keys'
import { seasonPath } from './season-path'

/** Every query of the results and seasons, under the live topic their events name. */
export const resultKeys = {
  all: liveKey('results'),
  season: (seasonId: string | null) => liveKey('results', 'season', seasonId),
  game: (calendarEventId: string) => liveKey('results', 'game', calendarEventId),
}

/** A season's results and record (the current season when `seasonId` is null), with every season for the picker. */
export function seasonResultsQuery(seasonId: string | null = null) {
  return queryOptions({
    queryKey: resultKeys.season(seasonId),
    queryFn: (context) => apiGet<SeasonResults>(seasonPath('/api/results', seasonId), context),
  })
}

/** The season current at the end of `date`, its results and record as they stood then (a coach's view). */
export function asOfResultsQuery(date: string) {
  return queryOptions({
    queryKey: historyKeys.asOf('results', date),
    queryFn: (context) => apiGet<SeasonResults>(`/api/history/as-of/results?${asOfDateQuery(date)}`, context),
  })
}

/** One game's result, or null before a coach enters it. */
export function gameResultQuery(calendarEventId: string) {
  return queryOptions({
    queryKey: resultKeys.game(calendarEventId),
    queryFn: (context) =>
      apiGet<{ result: GameResultView | null }>(`/api/games/${encodeURIComponent(calendarEventId)}/result`, context),
  })
}

export const enterResult = (calendarEventId: string, input: GameResultInput, commandId?: string) =>
  apiSend<Answer<typeof gameResultViewSchema>>(
    'PUT',
    `/api/games/${encodeURIComponent(calendarEventId)}/result`,
    input,
    { commandId },
  )

export const startSeason = (input: StartSeasonInput, commandId?: string) =>
  apiSend<Season>('POST', '/api/seasons', input, { commandId })

/** Corrects the current season's name or dates; refused once anything is recorded in it. */
export const correctSeason = (seasonId: string, input: StartSeasonInput, commandId?: string) =>
  apiSend<Season>('PUT', `/api/seasons/${encodeURIComponent(seasonId)}`, input, { commandId })

/** Removes the current season while nothing is recorded in it: the one before it is current again. */
export const removeSeason = (seasonId: string, commandId?: string) =>
  apiSend('DELETE', `/api/seasons/${encodeURIComponent(seasonId)}`, undefined, { commandId })

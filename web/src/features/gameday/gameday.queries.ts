import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type {
  GameDaySetting,
  gameDaySettingSchema,
  GoalInput,
  liveMatchesSchema,
  MatchView,
  matchViewSchema,
  SubstitutionInput,
} from '@teamspace/domain/gameday/gameday.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Under 'match' (a whistle, a goal, a substitution: the socket refreshes the game's page and the dashboard) and
// 'gameday' (the team's setting).
export const gamedayKeys = {
  setting: liveKey('gameday', 'setting'),
  live: liveKey('match', 'live'),
  ofGame: (calendarEventId: string) => liveKey('match', 'game', calendarEventId),
}

export function gameDaySettingQuery() {
  return queryOptions({
    queryKey: gamedayKeys.setting,
    queryFn: (context) => apiGet<Answer<typeof gameDaySettingSchema>>('/api/gameday-settings', context),
  })
}

export const chooseGameDaySetting = (input: GameDaySetting, commandId?: string) =>
  apiSend<Answer<typeof gameDaySettingSchema>>('PUT', '/api/gameday-settings', input, { commandId })

export function matchQuery(calendarEventId: string) {
  return queryOptions({
    queryKey: gamedayKeys.ofGame(calendarEventId),
    queryFn: (context) =>
      apiGet<Answer<typeof matchViewSchema>>(`/api/games/${encodeURIComponent(calendarEventId)}/match`, context),
  })
}

export function liveMatchesQuery() {
  return queryOptions({
    queryKey: gamedayKeys.live,
    queryFn: (context) => apiGet<Answer<typeof liveMatchesSchema>>('/api/matches/live', context),
  })
}

/** What the coach taps on the sideline: each carries the moment of the tap (`at`). */
export type MatchAction =
  | { readonly type: 'kick-off' | 'half-time' | 'full-time' | 'goals/undo'; readonly at: string }
  | { readonly type: 'goals'; readonly at: string; readonly goal: Omit<GoalInput, 'at'> }
  | { readonly type: 'substitutions'; readonly at: string; readonly substitution: Omit<SubstitutionInput, 'at'> }

const bodyOf = (action: MatchAction) =>
  action.type === 'goals'
    ? { at: action.at, ...action.goal }
    : action.type === 'substitutions'
      ? { at: action.at, ...action.substitution }
      : { at: action.at }

export const sendMatchAction = (calendarEventId: string, action: MatchAction, commandId?: string) =>
  apiSend<MatchView>('POST', `/api/games/${encodeURIComponent(calendarEventId)}/match/${action.type}`, bodyOf(action), {
    commandId,
  })

/**
 * Shows the match as the server answered, even when a weak signal answers before the refetches its topics asked for
 * (this game's page, the dashboard's live score) return.
 */
export function rememberMatch(queryClient: QueryClient, match: MatchView) {
  queryClient.setQueryData(gamedayKeys.ofGame(match.calendarEventId), match)
}

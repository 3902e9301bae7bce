import { queryOptions } from '@tanstack/react-query'
import type {
  fairPlaySchema,
  fairPlayThresholdSchema,
  gameMinutesSchema,
  statSheetSchema,
} from '@teamspace/domain/playing-time/playing-time.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'

// Minutes under 'match' (every whistle and substitution changes them); the stat sheet under 'stats' too, as a game's
// stats recorded change whether it is still to confirm.
export const playingTimeKeys = {
  minutes: (calendarEventId: string) => liveKey('match', 'minutes', calendarEventId),
  statSheet: (calendarEventId: string) => liveKey('stats', 'sheet', calendarEventId),
  fairPlay: liveKey('match', 'fair-play'),
}

const gamePath = (calendarEventId: string, what: string) => `/api/games/${encodeURIComponent(calendarEventId)}/${what}`

export function gameMinutesQuery(calendarEventId: string) {
  return queryOptions({
    queryKey: playingTimeKeys.minutes(calendarEventId),
    queryFn: (context) => apiGet<Answer<typeof gameMinutesSchema>>(gamePath(calendarEventId, 'minutes'), context),
  })
}

export function statSheetQuery(calendarEventId: string) {
  return queryOptions({
    queryKey: playingTimeKeys.statSheet(calendarEventId),
    queryFn: (context) => apiGet<Answer<typeof statSheetSchema>>(gamePath(calendarEventId, 'stat-sheet'), context),
  })
}

export function fairPlayQuery() {
  return queryOptions({
    queryKey: playingTimeKeys.fairPlay,
    queryFn: (context) => apiGet<Answer<typeof fairPlaySchema>>('/api/playing-time/season', context),
  })
}

export const chooseFairPlayThreshold = (percent: number, commandId?: string) =>
  apiSend<Answer<typeof fairPlayThresholdSchema>>('PUT', '/api/playing-time/threshold', { percent }, { commandId })

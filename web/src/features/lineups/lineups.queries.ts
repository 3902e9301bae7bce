import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type {
  GameLineup,
  LineupCandidate,
  LineupView,
  PublishLineupInput,
  SaveLineupInput,
} from '@teamspace/domain/lineups/lineups.schemas'
import { apiGet, apiSend } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'
import { placementInput, type Placement } from './placement'

/** Every query of the lineups, under the live topic their events name. */
export const lineupKeys = {
  all: liveKey('lineups'),
  game: (calendarEventId: string) => liveKey('lineups', 'game', calendarEventId),
}

const lineupPath = (calendarEventId: string) => `/api/games/${encodeURIComponent(calendarEventId)}/lineup`

/** A game's lineup as the person may see it (a coach: the draft and the players to pick from). */
export function gameLineupQuery(calendarEventId: string) {
  return queryOptions({
    queryKey: lineupKeys.game(calendarEventId),
    queryFn: (context) => apiGet<GameLineup>(lineupPath(calendarEventId), context),
  })
}

export const saveLineup = (calendarEventId: string, input: SaveLineupInput, commandId?: string) =>
  apiSend<GameLineup>('PUT', lineupPath(calendarEventId), input, { commandId })

export const publishLineup = (calendarEventId: string, input: PublishLineupInput, commandId?: string) =>
  apiSend<GameLineup>('POST', `${lineupPath(calendarEventId)}/publish`, input, { commandId })

export const unpublishLineup = (calendarEventId: string, commandId?: string) =>
  apiSend<GameLineup>('DELETE', `${lineupPath(calendarEventId)}/publish`, undefined, { commandId })

/**
 * A save kept on the phone without signal, shown as the game's lineup until the server's answer replaces it: the
 * names come from the players the coach picked from.
 */
export const rememberLineup = (
  queryClient: QueryClient,
  calendarEventId: string,
  placement: Placement,
  publishAt: string | null | undefined,
) =>
  queryClient.setQueryData<GameLineup>(lineupKeys.game(calendarEventId), (current) => {
    if (!current?.candidates) return current
    const byId = new Map<string, LineupCandidate>(current.candidates.map((c) => [c.playerId, c]))
    const named = (playerId: string) => {
      const found = byId.get(playerId)
      return found ? [{ playerId, playerName: found.playerName, jerseyNumber: found.jerseyNumber }] : []
    }
    const input = placementInput(placement)
    const keptPublishAt = publishAt === undefined ? (current.lineup?.publishAt ?? null) : publishAt
    const lineup: LineupView = {
      calendarEventId,
      format: input.format,
      starters: input.starters.flatMap((s) => named(s.playerId).map((p) => ({ ...p, slotId: s.slotId }))),
      bench: input.bench.flatMap(named),
      publishAt: keptPublishAt,
      published: keptPublishAt !== null && Date.parse(keptPublishAt) <= Date.now(),
      savedAt: new Date().toISOString(),
    }
    return { ...current, lineup }
  })

import type { QueryClient } from '@tanstack/react-query'
import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { playerKeys } from '../../shared/player/player-keys'
import { playerStatsQuery, statKeys } from './stats.queries'

// The players' totals and their game by game lists are refetched as a save's answer names them (its topics); these
// show the change at once, even when a weak signal answers the save before those refetches return.

/** Shows a corrected line at once, in its place. */
export function rememberStatLine(queryClient: QueryClient, line: StatLine) {
  queryClient.setQueryData(playerStatsQuery(line.playerId).queryKey, (lines) =>
    lines?.map((each) => (each.id === line.id ? line : each)),
  )
}

/**
 * After a save found a player's lines out of date (a line voided already): a refusal appends nothing and names no
 * topics, so the players' totals and their game by game list are read again as the other save left them.
 */
export function refreshStats(queryClient: QueryClient, playerId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: playerKeys.all }),
    queryClient.invalidateQueries({ queryKey: statKeys.player(playerId) }),
  ])
}

/** Takes a voided line out of the game by game list at once. */
export function forgetStatLine(queryClient: QueryClient, line: Pick<StatLine, 'id' | 'playerId'>) {
  queryClient.setQueryData(playerStatsQuery(line.playerId).queryKey, (lines) =>
    lines?.filter((each) => each.id !== line.id),
  )
}

import type { QueryClient } from '@tanstack/react-query'
import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { playerKeys } from '../../shared/player/player-keys'
import { playerStatsQuery, statKeys } from './stats.queries'

/**
 * After a change to stat lines: the players' totals (and so the averages and games played) and their game by
 * game lists are the server's to say, so both are fetched again. The live socket does the same for everyone else.
 */
export function refreshStats(queryClient: QueryClient, playerIds: readonly string[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: playerKeys.all }),
    ...playerIds.map((playerId) => queryClient.invalidateQueries({ queryKey: statKeys.player(playerId) })),
  ])
}

/** Shows a corrected line at once, in its place, while the refetch catches up. */
export function rememberStatLine(queryClient: QueryClient, line: StatLine) {
  queryClient.setQueryData(playerStatsQuery(line.playerId).queryKey, (lines) =>
    lines?.map((each) => (each.id === line.id ? line : each)),
  )
  return refreshStats(queryClient, [line.playerId])
}

/** Takes a voided line out of the game by game list at once. */
export function forgetStatLine(queryClient: QueryClient, line: Pick<StatLine, 'id' | 'playerId'>) {
  queryClient.setQueryData(playerStatsQuery(line.playerId).queryKey, (lines) =>
    lines?.filter((each) => each.id !== line.id),
  )
  return refreshStats(queryClient, [line.playerId])
}

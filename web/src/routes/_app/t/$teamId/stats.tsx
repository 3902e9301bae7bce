import { createFileRoute } from '@tanstack/react-router'
import { playersQuery } from '../../../../features/roster/roster.queries'
import { StatsError, StatsLoading } from '../../../../features/stats/StatsRouteStates'
import { StatsPage } from '../../../../features/stats/StatsPage'
import { parseStatsSearch, type StatsSearch } from '../../../../features/stats/stats-search'
import { playerStatsQuery } from '../../../../features/stats/stats.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/stats')({
  staticData: {
    page: pageTitles['/stats'],
  },
  validateSearch: parseStatsSearch,
  loaderDeps: ({ search }) => ({ player: search.player, season: search.season ?? null }),
  loader: ({ context: { queryClient }, deps }) => {
    // The player's games load alongside the roster; their failure (an unknown player, say) is the page's to show.
    if (deps.player) void queryClient.prefetchQuery(playerStatsQuery(deps.player, deps.season))
    return queryClient.ensureQueryData(playersQuery())
  },
  pendingComponent: StatsLoading,
  errorComponent: StatsError,
  component: StatsRoute,
})

function StatsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Another player is a new place to go back from; another view of the same player is not.
  const changeSearch = (next: StatsSearch) =>
    void navigate({ search: next, replace: next.player === search.player, resetScroll: false })
  return <StatsPage search={search} onSearchChange={changeSearch} />
}

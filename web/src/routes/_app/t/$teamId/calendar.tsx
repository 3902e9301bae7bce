import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { CalendarLoading } from '../../../../features/calendar/CalendarRouteStates'
import { CalendarPage } from '../../../../features/calendar/CalendarPage'
import { parseCalendarSearch, type CalendarSearch } from '../../../../features/calendar/calendar-search'
import { monthOf, monthRange } from '../../../../features/calendar/calendar-view'
import {
  allTeamsCalendarQuery,
  calendarListQuery,
  calendarRangeQuery,
} from '../../../../features/calendar/calendar.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/calendar')({
  staticData: { page: pageTitles['/calendar'] },
  validateSearch: parseCalendarSearch,
  loaderDeps: ({ search }) => ({ month: search.month, scope: search.scope, view: search.view }),
  loader: async ({ context: { queryClient, user }, deps }) => {
    // The list says what today is in the team's zone, which is the month shown when none is asked for.
    const list = await queryClient.ensureQueryData(calendarListQuery())
    const range = monthRange(deps.month ?? monthOf(list.today))
    // All my teams is only offered to someone in several teams; for anyone else the address's scope means nothing.
    if (deps.scope !== 'all' || user.teams.length < 2) void queryClient.prefetchQuery(calendarRangeQuery(range))
    else void queryClient.prefetchQuery(allTeamsCalendarQuery(deps.view === 'list' ? undefined : range))
  },
  pendingComponent: CalendarLoading,
  errorComponent: PageError,
  component: CalendarRoute,
})

function CalendarRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Moving between months and views is browsing one page, not going somewhere new.
  const changeSearch = (next: CalendarSearch) => void navigate({ search: next, replace: true, resetScroll: false })
  return <CalendarPage search={search} onSearchChange={changeSearch} />
}

import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../app/page/page-states'
import { DashboardGreeting, DashboardTeamLine } from '../../features/dashboard/DashboardHeading'
import { DashboardLoading } from '../../features/dashboard/DashboardLoading'
import { DashboardPage } from '../../features/dashboard/DashboardPage'
import { calendarListQuery } from '../../features/calendar/calendar.queries'
import { playersQuery } from '../../features/roster/roster.queries'
import { teamQuery } from '../../features/team/team.queries'

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { page: { title: 'Dashboard', Heading: DashboardGreeting, Subtitle: DashboardTeamLine } },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(playersQuery()),
      queryClient.ensureQueryData(teamQuery()),
      queryClient.ensureQueryData(calendarListQuery()),
    ]),
  pendingComponent: DashboardLoading,
  errorComponent: PageError,
  component: DashboardPage,
})

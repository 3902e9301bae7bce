import { createFileRoute } from '@tanstack/react-router'
import { DashboardLoading } from '../../features/dashboard/DashboardLoading'
import { DashboardPage } from '../../features/dashboard/DashboardPage'
import { playersQuery } from '../../features/roster/roster.queries'
import { teamQuery } from '../../features/team/team.queries'
import { RouteError } from '../../ui'

export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(playersQuery()), queryClient.ensureQueryData(teamQuery())]),
  pendingComponent: DashboardLoading,
  errorComponent: RouteError,
  component: DashboardPage,
})

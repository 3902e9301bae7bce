import { createFileRoute } from '@tanstack/react-router'
import { lazy } from 'react'
import { PageError } from '../../../../app/page/page-states'
import { DashboardLoading } from '../../../../features/dashboard/DashboardLoading'
import { DashboardPage } from '../../../../features/dashboard/DashboardPage'
import { calendarListQuery, nextInEachTeamQuery } from '../../../../features/calendar/calendar.queries'
import { playersQuery } from '../../../../features/roster/roster.queries'
import { teamQuery } from '../../../../features/team/team.queries'
import { pageTitles } from '../../../../app/page/page-titles'

// The greeting and the team line need the team's query: they load with the page, not with every page's route tree.
const loadHeading = () => import('../../../../features/dashboard/DashboardHeading')
const DashboardGreeting = lazy(() => loadHeading().then((module) => ({ default: module.DashboardGreeting })))
const DashboardTeamLine = lazy(() => loadHeading().then((module) => ({ default: module.DashboardTeamLine })))

export const Route = createFileRoute('/_app/t/$teamId/dashboard')({
  staticData: {
    page: {
      ...pageTitles['/dashboard'],
      Heading: DashboardGreeting,
      subtitle: (user) => user.teamName,
      Subtitle: DashboardTeamLine,
    },
  },
  loader: ({ context: { queryClient, user } }) => {
    // Someone in several teams: their other teams' next events, asked for at once but not waited for.
    if (user.teams.length > 1) void queryClient.prefetchQuery(nextInEachTeamQuery())
    return Promise.all([
      queryClient.ensureQueryData(playersQuery()),
      queryClient.ensureQueryData(teamQuery()),
      queryClient.ensureQueryData(calendarListQuery()),
    ])
  },
  // The first page after signing in: its loading shape follows the shell at once, never an empty page.
  pendingComponent: DashboardLoading,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: PageError,
  component: DashboardPage,
})

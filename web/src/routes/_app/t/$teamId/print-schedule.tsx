import { createFileRoute, redirect } from '@tanstack/react-router'
import { can } from '@teamspace/domain/shared/permissions'
import { PageError } from '../../../../app/page/page-states'
import { calendarListQuery } from '../../../../features/calendar/calendar.queries'
import { PrintSchedulePage } from '../../../../features/exports/PrintSchedulePage'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/print-schedule')({
  staticData: { page: pageTitles['/print-schedule'] },
  beforeLoad: ({ context, params }) => {
    if (!can(context.user.role, 'exports.read')) throw redirect({ to: '/t/$teamId/dashboard', params, replace: true })
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(calendarListQuery()),
  errorComponent: PageError,
  component: PrintSchedulePage,
})

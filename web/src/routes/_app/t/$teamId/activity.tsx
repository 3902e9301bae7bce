import { createFileRoute, redirect } from '@tanstack/react-router'
import { can } from '@teamspace/domain/shared/permissions'
import { PageError } from '../../../../app/page/page-states'
import { ActivityPage } from '../../../../features/history/ActivityPage'

export const Route = createFileRoute('/_app/t/$teamId/activity')({
  staticData: { page: { title: 'Team Activity', subtitle: 'Who did what and when, newest first.' } },
  // Hiding the menu entry is a convenience; the server refuses the history to anyone but a coach as well.
  beforeLoad: ({ context, params }) => {
    if (!can(context.user.role, 'history.read')) throw redirect({ to: '/t/$teamId/dashboard', params, replace: true })
  },
  errorComponent: PageError,
  component: ActivityPage,
})

import { createFileRoute, redirect } from '@tanstack/react-router'
import { can } from '@teamspace/domain/shared/permissions'
import { PageError } from '../../../../app/page/page-states'
import { ActivityPage } from '../../../../features/history/ActivityPage'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/activity')({
  staticData: { page: pageTitles['/activity'] },
  // Hiding the menu entry is a convenience; the server refuses the history to anyone but a coach as well.
  beforeLoad: ({ context, params }) => {
    if (!can(context.user.role, 'history.read')) throw redirect({ to: '/t/$teamId/dashboard', params, replace: true })
  },
  errorComponent: PageError,
  component: ActivityPage,
})

import { createFileRoute, redirect } from '@tanstack/react-router'
import { can } from '@teamspace/domain/shared/permissions'
import { PageError } from '../../../../app/page/page-states'
import { ExportsPage } from '../../../../features/exports/ExportsPage'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/exports')({
  staticData: {
    page: pageTitles['/exports'],
  },
  // Hiding the menu entry is a convenience; the server refuses the files to anyone but a coach as well.
  beforeLoad: ({ context, params }) => {
    if (!can(context.user.role, 'exports.read')) throw redirect({ to: '/t/$teamId/dashboard', params, replace: true })
  },
  errorComponent: PageError,
  component: ExportsPage,
})

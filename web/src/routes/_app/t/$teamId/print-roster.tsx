import { createFileRoute, redirect } from '@tanstack/react-router'
import { can } from '@teamspace/domain/shared/permissions'
import { PageError } from '../../../../app/page/page-states'
import { directoryQuery } from '../../../../features/directory/directory.queries'
import { PrintRosterPage } from '../../../../features/exports/PrintRosterPage'
import { playersQuery } from '../../../../features/roster/roster.queries'
import { teamQuery } from '../../../../features/team/team.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/print-roster')({
  staticData: { page: pageTitles['/print-roster'] },
  beforeLoad: ({ context, params }) => {
    if (!can(context.user.role, 'exports.read')) throw redirect({ to: '/t/$teamId/dashboard', params, replace: true })
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(playersQuery()),
      queryClient.ensureQueryData(directoryQuery()),
      queryClient.ensureQueryData(teamQuery()),
    ]),
  errorComponent: PageError,
  component: PrintRosterPage,
})

import { createFileRoute, redirect } from '@tanstack/react-router'
import { can } from '@teamspace/domain/shared/permissions'
import { PageError } from '../../../../app/page/page-states'
import { directoryQuery } from '../../../../features/directory/directory.queries'
import { PrintRosterPage } from '../../../../features/exports/PrintRosterPage'
import { playersQuery } from '../../../../features/roster/roster.queries'
import { teamQuery } from '../../../../features/team/team.queries'

export const Route = createFileRoute('/_app/t/$teamId/print-roster')({
  staticData: { page: { title: 'Roster Sheet', subtitle: 'The roster and contact sheet, ready to print.' } },
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

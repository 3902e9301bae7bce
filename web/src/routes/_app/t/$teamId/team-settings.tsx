import { createFileRoute, redirect } from '@tanstack/react-router'
import { can } from '@teamspace/domain/shared/permissions'
import { activeInvitesQuery } from '../../../../features/invites/invites.queries'
import { membersQuery, teamQuery } from '../../../../features/team/team.queries'
import { TeamSettingsPage } from '../../../../features/team/TeamSettingsPage'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/team-settings')({
  staticData: { page: pageTitles['/team-settings'] },
  // Hiding the menu entry is a convenience; the server refuses these calls to anyone but a coach as well.
  beforeLoad: ({ context, params }) => {
    if (!can(context.user.role, 'team.settings')) throw redirect({ to: '/t/$teamId/dashboard', params, replace: true })
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(teamQuery()),
      queryClient.ensureQueryData(activeInvitesQuery()),
      queryClient.ensureQueryData(membersQuery()),
    ]),
  component: TeamSettingsPage,
})

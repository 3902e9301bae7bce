import { createFileRoute } from '@tanstack/react-router'
import { can } from '@teamspace/domain/shared/permissions'
import { PageError } from '../../../../app/page/page-states'
import { PlayersLoading } from '../../../../features/roster/PlayersRouteStates'
import { PlayersPage } from '../../../../features/roster/PlayersPage'
import { playersQuery } from '../../../../features/roster/roster.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/players')({
  staticData: {
    page: {
      ...pageTitles['/players'],
      subtitle: (user) =>
        can(user.role, 'players.manage')
          ? 'Manage your roster: players, positions and contacts.'
          : 'Everyone on the team and their season so far.',
    },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(playersQuery()),
  pendingComponent: PlayersLoading,
  errorComponent: PageError,
  component: PlayersPage,
})

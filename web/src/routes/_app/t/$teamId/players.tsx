import { createFileRoute } from '@tanstack/react-router'
import { can } from '@teamspace/domain/shared/permissions'
import { PageError } from '../../../../app/page/page-states'
import { rosterMessages } from '../../../../features/roster'
import { PlayersLoading } from '../../../../features/roster/PlayersRouteStates'
import { PlayersPage } from '../../../../features/roster/PlayersPage'
import { playersQuery } from '../../../../features/roster/roster.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/players')({
  staticData: {
    page: {
      ...pageTitles['/players'],
      subtitle: (user, t) =>
        t(can(user.role, 'players.manage') ? rosterMessages.subtitleManage : rosterMessages.subtitleView),
    },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(playersQuery()),
  pendingComponent: PlayersLoading,
  errorComponent: PageError,
  component: PlayersPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { PlayersError, PlayersLoading } from '../../features/roster/PlayersRouteStates'
import { PlayersPage } from '../../features/roster/PlayersPage'
import { playersQuery } from '../../features/roster/roster.queries'

export const Route = createFileRoute('/_app/players')({
  loader: ({ context }) => context.queryClient.ensureQueryData(playersQuery()),
  pendingComponent: PlayersLoading,
  errorComponent: PlayersError,
  component: PlayersPage,
})

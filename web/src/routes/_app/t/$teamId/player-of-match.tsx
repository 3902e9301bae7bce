import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { VotesLoading } from '../../../../features/votes/VotesRouteStates'
import { VotesPage } from '../../../../features/votes/VotesPage'
import { votingsPageQuery } from '../../../../features/votes/votes.queries'

export const Route = createFileRoute('/_app/t/$teamId/player-of-match')({
  staticData: { page: { title: 'Player of the Match', subtitle: 'Vote for the standout player of each game.' } },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(votingsPageQuery()),
  pendingComponent: VotesLoading,
  errorComponent: PageError,
  component: VotesPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { VotesLoading } from '../../../../features/votes/VotesRouteStates'
import { VotesPage } from '../../../../features/votes/VotesPage'
import { votingsPageQuery } from '../../../../features/votes/votes.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/player-of-match')({
  staticData: { page: pageTitles['/player-of-match'] },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(votingsPageQuery()),
  pendingComponent: VotesLoading,
  errorComponent: PageError,
  component: VotesPage,
})

import { PageLoading } from '../../app/page/page-states'

export function VotesLoading() {
  return <PageLoading label="Loading the votings…" />
}

import { PageLoading } from '../../app/page/page-states'
import { useT } from '../../i18n/use-t'
import { votesMessages as m } from './votes.messages'

export function VotesLoading() {
  const t = useT()
  return <PageLoading label={t(m.loading)} />
}

import { PageLoading } from '../../app/page/page-states'
import { useT } from '../../i18n/use-t'
import { volunteersMessages } from './volunteers.messages'

export function VolunteersLoading() {
  const t = useT()
  return <PageLoading label={t(volunteersMessages.loadingNeeds)} />
}

import { PageLoading } from '../../app/page/page-states'
import { useT } from '../../i18n/use-t'
import { LoadFailed } from './LoadFailed'
import { statsMessages as m } from './stats.messages'
import './stats.css'

export function StatsLoading() {
  const t = useT()
  return <PageLoading label={t(m.loading)} />
}

/** The roster behind the page could not be loaded (spec §8's words and its Refresh Page button). */
export function StatsError() {
  return <LoadFailed />
}

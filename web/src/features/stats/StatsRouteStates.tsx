import { PageLoading } from '../../app/page/page-states'
import { LoadFailed } from './LoadFailed'
import './stats.css'

export function StatsLoading() {
  return <PageLoading label="Loading team statistics…" />
}

/** The roster behind the page could not be loaded (spec §8's words and its Refresh Page button). */
export function StatsError() {
  return <LoadFailed />
}

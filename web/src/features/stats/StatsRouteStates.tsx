import { Spinner } from '../../ui'
import { LoadFailed } from './LoadFailed'
import { StatsHeader } from './StatsHeader'
import './stats.css'

export function StatsLoading() {
  return (
    <>
      <StatsHeader />
      <div className="page-loading">
        <Spinner size="large" label="Loading team statistics…" />
      </div>
    </>
  )
}

/** The roster behind the page could not be loaded. */
export function StatsError() {
  return (
    <>
      <StatsHeader />
      <LoadFailed />
    </>
  )
}

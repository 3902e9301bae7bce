import { useQuery } from '@tanstack/react-query'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { Notice, Spinner } from '../../ui'
import { asOfPlayersQuery } from '../roster'
import type { StatsSearch } from './stats-search'
import { statsMessages as m } from './stats.messages'
import { StatsOverview } from './StatsOverview'

interface AsOfStatsProps {
  date: string
  search: StatsSearch
  onSearchChange: (search: StatsSearch) => void
}

/** The Statistics Overview as it stood at the end of `date`: the totals and lines of then, nothing to record. */
export function AsOfStats({ date, search, onSearchChange }: AsOfStatsProps) {
  const t = useT()
  const { data: players, error, isPending } = useQuery(asOfPlayersQuery(date))
  if (isPending) return <Spinner label={t(m.loadingAsOf)} showLabel />
  if (error)
    return (
      <Notice tone="error">{isClientError(error) ? error.message : failureMessage(error, t(m.asOfLoadFailed))}</Notice>
    )
  return (
    <StatsOverview
      players={players}
      search={search}
      onSearchChange={onSearchChange}
      onRecord={undefined}
      onCorrect={undefined}
      asOf={date}
    />
  )
}

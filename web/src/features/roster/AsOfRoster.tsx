import { useQuery } from '@tanstack/react-query'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { EmptyState, Notice, Spinner } from '../../ui'
import { TeamIcon } from '../../ui/icons'
import { PlayerCard } from './PlayerCard'
import { asOfPlayersQuery } from './roster.queries'
import { rosterMessages as m } from './roster.messages'

/** The roster as it was at the end of `date`: the same cards, without any action. */
export function AsOfRoster({ date, today }: { date: string; today: Date }) {
  const t = useT()
  const { data: players, error, isPending } = useQuery(asOfPlayersQuery(date))
  if (isPending) return <Spinner label={t(m.loadingAsOf)} showLabel />
  if (error)
    return (
      <Notice tone="error">{isClientError(error) ? error.message : failureMessage(error, t(m.asOfLoadFailed))}</Notice>
    )
  if (players.length === 0) return <EmptyState icon={<TeamIcon size={40} />} title={t(m.noPlayersThatDay)} />
  return (
    <div className="stack">
      <p className="roster-count">{t(m.players, { count: players.length })}</p>
      <div className="roster-grid">
        {players.map((player) => (
          <PlayerCard key={player.id} player={player} today={today} readOnly />
        ))}
      </div>
    </div>
  )
}

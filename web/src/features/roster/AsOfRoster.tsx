import { useQuery } from '@tanstack/react-query'
import { historyMessages } from '@teamspace/domain/history/history.constants'
import { failureMessage, isClientError } from '../../lib/api'
import { EmptyState, Notice, Spinner } from '../../ui'
import { TeamIcon } from '../../ui/icons'
import { PlayerCard } from './PlayerCard'
import { asOfPlayersQuery } from './roster.queries'

/** The roster as it was at the end of `date`: the same cards, without any action. */
export function AsOfRoster({ date, today }: { date: string; today: Date }) {
  const { data: players, error, isPending } = useQuery(asOfPlayersQuery(date))
  if (isPending) return <Spinner label="Loading the roster of that day…" showLabel />
  if (error)
    return (
      <Notice tone="error">
        {isClientError(error) ? error.message : failureMessage(error, historyMessages.loadFailed)}
      </Notice>
    )
  if (players.length === 0)
    return <EmptyState icon={<TeamIcon size={40} />} title="No players on the roster on that day" />
  return (
    <div className="stack">
      <p className="roster-count">{`${players.length} ${players.length === 1 ? 'player' : 'players'}`}</p>
      <div className="roster-grid">
        {players.map((player) => (
          <PlayerCard key={player.id} player={player} today={today} readOnly />
        ))}
      </div>
    </div>
  )
}

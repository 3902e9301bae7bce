import type { Awards } from '@teamspace/domain/votes/votes.schemas'
import { useId, type ReactNode } from 'react'
import { Button, Card, Spinner } from '../../ui'
import { formatCalendarDate } from '../../shared/calendar/event-dates'
import { awardsSpread, votesLabel } from './votes-view'

interface SeasonAwardsProps {
  awards: Awards | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
  /** The season select, shown once the team has more than one season. */
  picker?: ReactNode
}

/** Coaches: how the awards are spread, so every child gets their moment: who has never been recognised yet. */
export function SeasonAwards({ awards, loading, failed, onRetry, picker }: SeasonAwardsProps) {
  return (
    <Card title="Season Awards" className="season-awards">
      {picker}
      {loading ? (
        <Spinner label="Loading the awards…" showLabel />
      ) : failed || !awards ? (
        <div className="stack">
          <p>Could not load the awards.</p>
          <Button onClick={onRetry}>Try again</Button>
        </div>
      ) : (
        <AwardsSpread awards={awards} />
      )}
    </Card>
  )
}

const closedLine = (count: number) =>
  count === 0
    ? 'No voting has closed yet.'
    : count === 1
      ? '1 closed voting so far.'
      : `${count} closed votings so far.`

function AwardsSpread({ awards }: { awards: Awards }) {
  const id = useId()
  if (awards.players.length === 0) return <p className="muted">Add players to the roster to follow their awards.</p>
  const { never, recognised } = awardsSpread(awards)
  return (
    <div className="stack">
      <p className="muted">{closedLine(awards.closedVotings)} Only coaches see this.</p>
      <section aria-labelledby={`${id}-never`}>
        <h3 id={`${id}-never`}>Not yet recognised ({never.length})</h3>
        {never.length === 0 ? (
          <p className="muted">Every player has been Player of the Match at least once.</p>
        ) : (
          <ul className="awards-chips">
            {never.map((player) => (
              <li key={player.playerId} className="awards-chip">
                {player.jerseyNumber !== null && <span className="awards-chip__number">#{player.jerseyNumber}</span>}
                {player.playerName}
                {player.votes > 0 && <span className="awards-chip__votes"> · {votesLabel(player.votes)}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {recognised.length > 0 && (
        <section aria-labelledby={`${id}-recognised`}>
          <h3 id={`${id}-recognised`}>Recognised</h3>
          <ul className="awards-list">
            {recognised.map((player) => (
              <li key={player.playerId} className="awards-list__row">
                <span className="awards-list__name">{player.playerName}</span>
                <span className="awards-list__count">
                  {player.awards === 1 ? '1 award' : `${player.awards} awards`}
                  {player.lastAwardOn && <> · last {formatCalendarDate(player.lastAwardOn)}</>}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

import type { Awards } from '@teamspace/domain/votes/votes.schemas'
import { useId, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { Button, Card, Spinner } from '../../ui'
import { formatCalendarDate } from '../../shared/calendar/event-dates'
import { awardsSpread, votesLabel } from './votes-view'
import { votesMessages as m } from './votes.messages'

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
  const t = useT()
  return (
    <Card title={t(m.seasonAwards)} className="season-awards">
      {picker}
      {loading ? (
        <Spinner label={t(m.loadingAwards)} showLabel />
      ) : failed || !awards ? (
        <div className="stack">
          <p>{t(m.awardsFailed)}</p>
          <Button onClick={onRetry}>{t(m.tryAgain)}</Button>
        </div>
      ) : (
        <AwardsSpread awards={awards} />
      )}
    </Card>
  )
}

function AwardsSpread({ awards }: { awards: Awards }) {
  const id = useId()
  const t = useT()
  if (awards.players.length === 0) return <p className="muted">{t(m.noPlayers)}</p>
  const { never, recognised } = awardsSpread(awards)
  return (
    <div className="stack">
      <p className="muted">
        {t(m.closedVotings, { count: awards.closedVotings })} {t(m.onlyCoachesSeeThis)}
      </p>
      <section aria-labelledby={`${id}-never`}>
        <h3 id={`${id}-never`}>{t(m.notYetRecognised, { count: never.length })}</h3>
        {never.length === 0 ? (
          <p className="muted">{t(m.everyoneRecognised)}</p>
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
          <h3 id={`${id}-recognised`}>{t(m.recognised)}</h3>
          <ul className="awards-list">
            {recognised.map((player) => (
              <li key={player.playerId} className="awards-list__row">
                <span className="awards-list__name">{player.playerName}</span>
                <span className="awards-list__count">
                  {t(m.awards, { count: player.awards })}
                  {player.lastAwardOn && <> · {t(m.lastAward, { date: formatCalendarDate(player.lastAwardOn) })}</>}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

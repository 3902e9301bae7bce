import { useQuery } from '@tanstack/react-query'
import { FAIR_PLAY_THRESHOLDS } from '@teamspace/domain/playing-time/playing-time.constants'
import { FIRST_SEASON_ID } from '@teamspace/domain/results/seasons.constants'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { Badge, Button, Card, Field, Notice, Spinner } from '../../ui'
import { playingTimeWords as m } from './playing-time.messages'
import { chooseFairPlayThreshold, fairPlayQuery } from './playing-time.queries'
import './playing-time.css'

/**
 * The season's fair playing time (coaches): each child's share of the minutes they were available for, lowest
 * first, those below the threshold the coach picks flagged in words, not colour alone.
 */
export function FairPlayCard() {
  const t = useT()
  const { data, isPending, isError, refetch } = useQuery(fairPlayQuery())
  // The team's threshold: a coach's choice is kept for every coach, and the list flags by it once saved.
  const choose = useCommand({
    mutationFn: (percent: number, commandId) => chooseFairPlayThreshold(percent, commandId),
  })
  const shown = choose.isPending ? choose.variables : data?.thresholdPercent
  return (
    <Card title={t(m.fairPlay)} className="fair-play">
      <p className="field__hint">{t(m.fairPlayHint)}</p>
      {shown !== undefined && (
        <Field label={t(m.flagBelow)} hint={t(m.thresholdHint)}>
          {(control) => (
            <select
              {...control}
              value={shown}
              disabled={choose.isPending}
              onChange={(event) => choose.mutate(Number(event.target.value))}
            >
              {FAIR_PLAY_THRESHOLDS.map((percent) => (
                <option key={percent} value={percent}>
                  {t(m.percent, { percent })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {choose.error && (
        <Notice tone="error">
          {isClientError(choose.error) ? choose.error.message : failureMessage(choose.error, t(m.thresholdSaveFailed))}
        </Notice>
      )}
      {isPending ? (
        <Spinner label={t(m.loadingFairPlay)} showLabel />
      ) : isError ? (
        <Notice tone="error">
          {t(m.fairPlayLoadFailed)} <Button onClick={() => void refetch()}>{t(m.tryAgain)}</Button>
        </Notice>
      ) : data.games === 0 ? (
        <p className="muted">{t(m.noGamesYet)}</p>
      ) : (
        <>
          <p className="muted">
            {t(m.fairPlaySeason, {
              season: data.seasonId === FIRST_SEASON_ID ? t(m.firstSeason) : data.seasonName,
              games: data.games,
            })}
          </p>
          <ol className="fair-play__list">
            {data.players.map((row) => (
              <li key={row.playerId} className={row.below ? 'fair-play__row fair-play__row--below' : 'fair-play__row'}>
                <span className="fair-play__who">
                  <span className="fair-play__name">{row.playerName}</span>
                  {row.below && <Badge tone="warning">{t(m.below, { percent: data.thresholdPercent })}</Badge>}
                </span>
                {row.sharePercent === null ? (
                  <span className="muted fair-play__detail">{t(m.notAvailable)}</span>
                ) : (
                  <span className="fair-play__share">
                    <span className="fair-play__percent">{t(m.percent, { percent: row.sharePercent })}</span>
                    <span className="muted fair-play__detail">
                      {t(m.shareOf, { played: row.playedMinutes, available: row.availableMinutes })}
                    </span>
                  </span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  )
}

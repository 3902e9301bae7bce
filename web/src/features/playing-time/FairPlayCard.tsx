import { useQuery } from '@tanstack/react-query'
import { DEFAULT_FAIR_PLAY_THRESHOLD, FAIR_PLAY_THRESHOLDS } from '@teamspace/domain/playing-time/playing-time.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { Badge, Button, Card, Field, Notice, Spinner } from '../../ui'
import { playingTimeWords as m } from './playing-time.messages'
import { fairPlayQuery } from './playing-time.queries'
import './playing-time.css'

/**
 * The season's fair playing time (coaches): each child's share of the minutes they were available for, lowest
 * first, those below the threshold the coach picks flagged in words, not colour alone.
 */
export function FairPlayCard() {
  const t = useT()
  const [threshold, setThreshold] = useState<number>(DEFAULT_FAIR_PLAY_THRESHOLD)
  const { data, isPending, isError, refetch } = useQuery(fairPlayQuery(threshold))
  return (
    <Card title={t(m.fairPlay)} className="fair-play">
      <p className="field__hint">{t(m.fairPlayHint)}</p>
      <Field label={t(m.flagBelow)}>
        {(control) => (
          <select {...control} value={threshold} onChange={(event) => setThreshold(Number(event.target.value))}>
            {FAIR_PLAY_THRESHOLDS.map((percent) => (
              <option key={percent} value={percent}>
                {t(m.percent, { percent })}
              </option>
            ))}
          </select>
        )}
      </Field>
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
          <p className="muted">{t(m.fairPlaySeason, { season: data.seasonName, games: data.games })}</p>
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

import { useQuery } from '@tanstack/react-query'
import { scoreLine } from '@teamspace/domain/results/results.constants'
import type { GameResultView } from '@teamspace/domain/results/results.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { lazy, Suspense, useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui'
import { gameResultQuery } from './results.queries'
import { resultsOutcomesMessages } from './results-outcomes.messages'
import { resultsMessages as m } from './results.messages'
import './results.css'

// The form (and the schemas it checks with) loads when it opens: the card it sits in shows first.
const ResultDialog = lazy(() => import('./ResultDialog').then((module) => ({ default: module.ResultDialog })))

/** A result as one line: "Win 3–1" and the scorers. */
export function ResultLine({ result }: { result: GameResultView }) {
  const t = useT()
  return (
    <span className="result-line">
      <span className={`result-badge result-badge--${result.outcome}`}>
        {t(resultsOutcomesMessages[result.outcome])}
      </span>{' '}
      <strong>{scoreLine(result.goalsFor, result.goalsAgainst)}</strong>
      {result.scorers.length > 0 && (
        <span className="muted">
          {' '}
          · {result.scorers.map((s) => (s.goals === 1 ? s.playerName : `${s.playerName} ${s.goals}`)).join(', ')}
        </span>
      )}
    </span>
  )
}

interface GameResultProps {
  calendarEventId: string
  gameName: string
  /** Whether the game has started: only then can a result be entered. */
  started: boolean
}

/** A game's result in its detail: the score for everyone, Enter or Correct for coach-like members. */
export function GameResult({ calendarEventId, gameName, started }: GameResultProps) {
  const user = useSignedInUser()
  const { data } = useQuery(gameResultQuery(calendarEventId))
  const [editing, setEditing] = useState(false)
  const t = useT()
  const result = data?.result ?? null
  const records = can(user.role, 'results.record')
  if (!result && !(records && started)) return null
  return (
    <section className="game-result" aria-label={t(m.result)}>
      <h3>{t(m.result)}</h3>
      {result ? <ResultLine result={result} /> : <p className="muted">{t(m.noResultYet)}</p>}
      {result?.warning && records && (
        <p className="result-warning">
          <strong>{t(m.warning)}</strong> {result.warning}
        </p>
      )}
      {records && started && (
        <Button onClick={() => setEditing(true)}>{t(result ? m.correctResult : m.enterResult)}</Button>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ResultDialog
            calendarEventId={calendarEventId}
            gameName={gameName}
            current={result}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </section>
  )
}

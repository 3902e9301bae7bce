import { useQuery } from '@tanstack/react-query'
import { outcomeLabels, scoreLine } from '@teamspace/domain/results/results.constants'
import type { GameResultView } from '@teamspace/domain/results/results.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { lazy, Suspense, useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { Button } from '../../ui'
import { gameResultQuery } from './results.queries'
import './results.css'

// The form (and the schemas it checks with) loads when it opens: the card it sits in shows first.
const ResultDialog = lazy(() => import('./ResultDialog').then((module) => ({ default: module.ResultDialog })))

/** A result as one line: "Win 3–1" and the scorers. */
export function ResultLine({ result }: { result: GameResultView }) {
  return (
    <span className="result-line">
      <span className={`result-badge result-badge--${result.outcome}`}>{outcomeLabels[result.outcome]}</span>{' '}
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
  const result = data?.result ?? null
  const records = can(user.role, 'results.record')
  if (!result && !(records && started)) return null
  return (
    <section className="game-result" aria-label="Result">
      <h3>Result</h3>
      {result ? <ResultLine result={result} /> : <p className="muted">No result entered yet.</p>}
      {result?.warning && records && (
        <p className="result-warning">
          <strong>Warning:</strong> {result.warning}
        </p>
      )}
      {records && started && (
        <Button onClick={() => setEditing(true)}>{result ? 'Correct Result' : 'Enter Result'}</Button>
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

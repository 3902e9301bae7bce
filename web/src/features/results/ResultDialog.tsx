import { useQuery, useQueryClient } from '@tanstack/react-query'
import { gameResultSchema, resultsMessages } from '@teamspace/domain/results/results.schemas'
import type { GameResultView } from '@teamspace/domain/results/results.schemas'
import { useState } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { validate, type FieldErrors } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { Button, Dialog, Notice, TextField } from '../../ui'
import { playersQuery } from '../roster'
import { formWarning, resultInput, type ResultForm, type ScorerRow } from './result-form'
import { enterResult, resultKeys } from './results.queries'

interface ResultDialogProps {
  calendarEventId: string
  /** The game as the calendar names it: "Spring Cup vs Rovers". */
  gameName: string
  /** The result entered so far, which this dialog corrects. */
  current: GameResultView | null
  onClose: () => void
}

let nextKey = 0
const row = (playerId = '', goals = '1'): ScorerRow => ({ key: nextKey++, playerId, goals })

/**
 * Enter or correct a game's score (us – them) and, optionally, our scorers. Scorers whose goals differ from ours
 * are allowed, with a warning: a goal may be an own goal, or a scorer unknown.
 */
export function ResultDialog({ calendarEventId, gameName, current, onClose }: ResultDialogProps) {
  const queryClient = useQueryClient()
  const players = useQuery(playersQuery())
  const [form, setForm] = useState<ResultForm>(() => ({
    goalsFor: current ? String(current.goalsFor) : '',
    goalsAgainst: current ? String(current.goalsAgainst) : '',
    scorers: current?.scorers.map((s) => row(s.playerId, String(s.goals))) ?? [],
  }))
  const saving = useCommand({
    mutationFn: (_: void, commandId: string) => enterResult(calendarEventId, resultInput(form), commandId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: resultKeys.all })
      onClose()
    },
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const fieldError = (path: string) => errors[path]
  const warning = formWarning(form)
  const setRow = (key: number, change: Partial<ScorerRow>) =>
    setForm({ ...form, scorers: form.scorers.map((r) => (r.key === key ? { ...r, ...change } : r)) })

  return (
    <Dialog
      open
      onClose={onClose}
      title={current ? 'Correct Result' : 'Enter Result'}
      description={gameName}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form="game-result-form" loading={saving.isPending}>
            Save Result
          </Button>
        </>
      }
    >
      <form
        id="game-result-form"
        className="result-form stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const found = validate(gameResultSchema, resultInput(form))
          setErrors(found)
          if (Object.keys(found).length === 0) saving.mutate()
        }}
      >
        <div className="result-form__score">
          <TextField
            label="Our goals"
            inputMode="numeric"
            value={form.goalsFor}
            onValueChange={(goalsFor) => setForm({ ...form, goalsFor })}
            error={fieldError('goalsFor')}
            required
          />
          <span className="result-form__dash" aria-hidden="true">
            –
          </span>
          <TextField
            label="Their goals"
            inputMode="numeric"
            value={form.goalsAgainst}
            onValueChange={(goalsAgainst) => setForm({ ...form, goalsAgainst })}
            error={fieldError('goalsAgainst')}
            required
          />
        </div>
        <fieldset className="result-form__scorers">
          <legend>Our scorers (optional)</legend>
          {form.scorers.map((scorer, index) => (
            <div key={scorer.key} className="result-form__scorer">
              <div className="field result-form__player">
                <label className="field__label" htmlFor={`scorer-${scorer.key}`}>
                  Scorer {index + 1}
                </label>
                <select
                  id={`scorer-${scorer.key}`}
                  value={scorer.playerId}
                  aria-invalid={fieldError(`scorers.${index}.playerId`) ? true : undefined}
                  onChange={(event) => setRow(scorer.key, { playerId: event.target.value })}
                >
                  <option value="">Select a player</option>
                  {(players.data ?? []).map((player) => (
                    <option key={player.id} value={player.id}>
                      {player.jerseyNumber === null ? player.name : `#${player.jerseyNumber} ${player.name}`}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label={`Goals of scorer ${index + 1}`}
                inputMode="numeric"
                value={scorer.goals}
                onValueChange={(goals) => setRow(scorer.key, { goals })}
                error={fieldError(`scorers.${index}.goals`)}
              />
              <Button
                variant="ghost"
                onClick={() => setForm({ ...form, scorers: form.scorers.filter((r) => r.key !== scorer.key) })}
              >
                Remove<span className="visually-hidden"> scorer {index + 1}</span>
              </Button>
            </div>
          ))}
          <Button onClick={() => setForm({ ...form, scorers: [...form.scorers, row()] })}>Add Scorer</Button>
        </fieldset>
        {warning && (
          <p className="result-warning" role="status">
            <strong>Warning:</strong> {warning}
          </p>
        )}
        {saving.error && (
          <Notice tone="error">
            {isClientError(saving.error) ? saving.error.message : failureMessage(saving.error, resultsMessages.failed)}
          </Notice>
        )}
      </form>
    </Dialog>
  )
}

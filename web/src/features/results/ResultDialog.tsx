import { useQuery } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { gameResultSchema } from '@teamspace/domain/results/results.schemas'
import type { GameResultView } from '@teamspace/domain/results/results.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, useAppForm } from '../../lib/app-form'
import { checkSchema, showRefusal } from '../../lib/form'
import { FormDialog } from '../../lib/form-dialog'
import { useCommand } from '../../lib/use-command'
import { Button } from '../../ui'
import { playersQuery } from '../roster'
import { formWarning, resultInput, type ResultForm, type ScorerRow } from './result-form'
import { enterResult } from './results.queries'
import { resultsMessages as m } from './results.messages'

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
  const t = useT()
  const players = useQuery(playersQuery())
  const [failure, setFailure] = useState<string | null>(null)
  const [defaultValues] = useState(() => ({
    goalsFor: current ? String(current.goalsFor) : '',
    goalsAgainst: current ? String(current.goalsAgainst) : '',
    scorers: current?.scorers.map((s) => row(s.playerId, String(s.goals))) ?? [],
  }))
  const saving = useCommand({
    mutationFn: async (values: ResultForm, commandId: string) => {
      await enterResult(calendarEventId, resultInput(values), commandId)
    },
  })

  const form = useAppForm({
    ...formDefaults,
    defaultValues,
    validators: { onDynamic: checkSchema(gameResultSchema, resultInput) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await saving.mutateAsync(value)
        onClose()
      } catch (error) {
        if (showRefusal(formApi, error)) return
        setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.saveFailed)))
      }
    },
  })
  const warning = useStore(form.store, (state) => formWarning(state.values))

  return (
    <FormDialog
      form={form}
      title={t(current ? m.correctResult : m.enterResult)}
      description={gameName}
      onClose={onClose}
      legend={t(m.result)}
      className="result-form stack"
      submitLabel={t(m.saveResult)}
      status={
        warning && (
          <p className="result-warning" role="status">
            <strong>{t(m.warning)}</strong> {warning}
          </p>
        )
      }
      failure={failure}
    >
      <div className="result-form__score">
        <form.AppField name="goalsFor">
          {(field) => <field.TextField label={t(m.ourGoals)} inputMode="numeric" required />}
        </form.AppField>
        <span className="result-form__dash" aria-hidden="true">
          –
        </span>
        <form.AppField name="goalsAgainst">
          {(field) => <field.TextField label={t(m.theirGoals)} inputMode="numeric" required />}
        </form.AppField>
      </div>
      <form.AppField name="scorers" mode="array">
        {(scorers) => (
          <fieldset className="result-form__scorers">
            <legend>{t(m.ourScorers)}</legend>
            {scorers.state.value.map((scorer, index) => (
              <div key={scorer.key} className="result-form__scorer">
                <form.AppField name={`scorers[${index}].playerId`}>
                  {(field) => (
                    <field.Control label={t(m.scorer, { number: index + 1 })} className="result-form__player">
                      {(control) => (
                        <select
                          {...control}
                          value={field.state.value}
                          onChange={(event) => field.handleChange(event.target.value)}
                        >
                          <option value="">{t(m.selectPlayer)}</option>
                          {(players.data ?? []).map((player) => (
                            <option key={player.id} value={player.id}>
                              {player.jerseyNumber === null ? player.name : `#${player.jerseyNumber} ${player.name}`}
                            </option>
                          ))}
                        </select>
                      )}
                    </field.Control>
                  )}
                </form.AppField>
                <form.AppField name={`scorers[${index}].goals`}>
                  {(field) => <field.TextField label={t(m.scorerGoals, { number: index + 1 })} inputMode="numeric" />}
                </form.AppField>
                <Button variant="ghost" onClick={() => scorers.removeValue(index)}>
                  {t(m.remove)}
                  <span className="visually-hidden">{t(m.removeScorerHidden, { number: index + 1 })}</span>
                </Button>
              </div>
            ))}
            <Button onClick={() => scorers.pushValue(row())}>{t(m.addScorer)}</Button>
          </fieldset>
        )}
      </form.AppField>
    </FormDialog>
  )
}

import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import {
  AVAILABILITY_NOTE_MAX,
  availabilityAnswers,
  availabilityLabels,
  availabilityMessages,
} from '@teamspace/domain/availability/availability.constants'
import type { AvailabilityAnswer, PlayerAvailability } from '@teamspace/domain/availability/availability.schemas'
import { useEffect, useId, useState } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkWith, shownErrorAt, showRefusal } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { Notice } from '../../ui'
import { answerValues, checkAnswer, toAnswer } from './answer-form'
import { giveAvailability, refreshAvailability } from './availability.queries'

interface AnswerFormProps {
  calendarEventId: string
  player: PlayerAvailability
  /** Still upcoming: the answer can be given or changed. */
  open: boolean
}

/** One child's answer for one game or practice: Going, Not going or Maybe, with a short note for the coaches. */
export function AnswerForm({ calendarEventId, player, open }: AnswerFormProps) {
  const queryClient = useQueryClient()
  const answerErrorId = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)

  const save = useCommand({
    mutationFn: async (input: { answer: AvailabilityAnswer; note: string }, commandId: string) => {
      await giveAvailability(calendarEventId, player.playerId, input, commandId)
      await refreshAvailability(queryClient, calendarEventId)
    },
  })

  const form = useAppForm({
    ...formDefaults,
    defaultValues: answerValues(player),
    validators: { onDynamic: checkWith(checkAnswer) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      setSaved(false)
      const answer = toAnswer(value)
      try {
        await save.mutateAsync(answer)
        // The form now holds what was saved, as the server has it.
        formApi.reset(answer)
        setSaved(true)
      } catch (error) {
        if (showRefusal(formApi, error)) return
        setFailure(isClientError(error) ? error.message : failureMessage(error, availabilityMessages.saveFailed))
      }
    },
    listeners: {
      ...formDefaults.listeners,
      onChange: (event) => {
        formDefaults.listeners.onChange(event)
        setSaved(false)
        setFailure(null)
      },
    },
  })
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const answerError = useStore(form.store, () => shownErrorAt(form, 'answer'))

  // A new answer from the server (the other parent, another tab) shows here as it arrives. While this form is
  // being sent, the answer arriving is its own.
  useEffect(() => {
    if (!form.state.isSubmitting) form.reset(answerValues({ answer: player.answer, note: player.note }))
  }, [form, player.answer, player.note])

  return (
    <form className="answer-form" noValidate onSubmit={submitOf(form)}>
      <fieldset className="form-section" disabled={!open || submitting}>
        <legend className="answer-form__who">
          {player.playerName}
          {player.answer && <span className="answer-form__current"> · {availabilityLabels[player.answer]}</span>}
        </legend>
        <form.Field name="answer">
          {(field) => (
            <div
              className="answer-choices"
              role="radiogroup"
              aria-label={`Is ${player.playerName} coming?`}
              aria-invalid={answerError ? true : undefined}
              aria-describedby={answerError ? answerErrorId : undefined}
            >
              {availabilityAnswers.map((value) => (
                <label key={value} className={`answer-choice answer-choice--${value}`}>
                  <input
                    type="radio"
                    name={`answer-${player.playerId}`}
                    value={value}
                    checked={field.state.value === value}
                    onChange={() => field.handleChange(value)}
                  />
                  <span>{availabilityLabels[value]}</span>
                </label>
              ))}
            </div>
          )}
        </form.Field>
        {answerError && (
          <p id={answerErrorId} className="field__error">
            {answerError}
          </p>
        )}
        <form.AppField name="note">
          {(field) => (
            <field.TextField
              label="Note for the coaches (optional)"
              maxLength={AVAILABILITY_NOTE_MAX}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <div className="answer-form__actions">
          <form.AppForm>
            <form.SubmitButton variant="primary">Save Answer</form.SubmitButton>
          </form.AppForm>
          {saved && (
            <span role="status" className="answer-form__saved">
              ✓ Saved
            </span>
          )}
        </div>
      </fieldset>
      {failure && <Notice tone="error">{failure}</Notice>}
    </form>
  )
}

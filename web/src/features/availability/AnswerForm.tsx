import { useQueryClient } from '@tanstack/react-query'
import {
  AVAILABILITY_NOTE_MAX,
  availabilityAnswers,
  availabilityLabels,
  availabilityMessages,
  giveAvailabilitySchema,
  type AvailabilityAnswer,
  type PlayerAvailability,
} from '@teamspace/domain/availability/availability.schemas'
import { useId, useState, type FormEvent } from 'react'
import { failureMessage, isClientError } from '../../lib/api'
import { validate } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { Button, Notice, TextField } from '../../ui'
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
  const [answer, setAnswer] = useState<AvailabilityAnswer | null>(player.answer)
  const [note, setNote] = useState(player.note)
  const [errors, setErrors] = useState<{ answer?: string; note?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  // A new answer from the server (the other parent, another tab) shows here as it arrives.
  const [seen, setSeen] = useState({ answer: player.answer, note: player.note })
  if (seen.answer !== player.answer || seen.note !== player.note) {
    setSeen({ answer: player.answer, note: player.note })
    setAnswer(player.answer)
    setNote(player.note)
  }

  const save = useCommand({
    mutationFn: async (input: { answer: AvailabilityAnswer; note: string }, commandId: string) => {
      await giveAvailability(calendarEventId, player.playerId, input, commandId)
      await refreshAvailability(queryClient, calendarEventId)
    },
  })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    setSaved(false)
    const found = validate(giveAvailabilitySchema, { answer: answer ?? undefined, note })
    setErrors(found)
    if (found.answer || found.note || !answer) return
    try {
      await save.mutateAsync({ answer, note: note.trim() })
      setSaved(true)
    } catch (error) {
      setFailure(isClientError(error) ? error.message : failureMessage(error, availabilityMessages.saveFailed))
    }
  }

  const changed = () => {
    setSaved(false)
    setFailure(null)
  }

  return (
    <form className="answer-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="form-section" disabled={!open || save.isPending}>
        <legend className="answer-form__who">
          {player.playerName}
          {player.answer && <span className="answer-form__current"> · {availabilityLabels[player.answer]}</span>}
        </legend>
        <div
          className="answer-choices"
          role="radiogroup"
          aria-label={`Is ${player.playerName} coming?`}
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={errors.answer ? answerErrorId : undefined}
        >
          {availabilityAnswers.map((value) => (
            <label key={value} className={`answer-choice answer-choice--${value}`}>
              <input
                type="radio"
                name={`answer-${player.playerId}`}
                value={value}
                checked={answer === value}
                onChange={() => {
                  setAnswer(value)
                  setErrors((previous) => ({ ...previous, answer: undefined }))
                  changed()
                }}
              />
              <span>{availabilityLabels[value]}</span>
            </label>
          ))}
        </div>
        {errors.answer && (
          <p id={answerErrorId} className="field__error">
            {errors.answer}
          </p>
        )}
        <TextField
          label="Note for the coaches (optional)"
          value={note}
          maxLength={AVAILABILITY_NOTE_MAX}
          autoComplete="off"
          error={errors.note}
          onValueChange={(value) => {
            setNote(value)
            setErrors((previous) => ({ ...previous, note: undefined }))
            changed()
          }}
        />
        <div className="answer-form__actions">
          <Button type="submit" variant="primary" loading={save.isPending}>
            Save Answer
          </Button>
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

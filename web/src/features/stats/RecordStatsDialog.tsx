import { useQueryClient } from '@tanstack/react-query'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { MAX_KEY_PLAYS, MAX_MINUTES, statsMessages } from '@teamspace/domain/stats/stats.schemas'
import { useId, useState, type FormEvent } from 'react'
import { failureMessage } from '../../lib/api'
import { focusFirstInvalid, type FieldErrors } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { useTimers } from '../../lib/use-timers'
import { Button, Dialog, Field, Notice, TextField } from '../../ui'
import { playerKeys } from '../roster/roster.queries'
import { PlayerOptions } from './PlayerOptions'
import {
  countFields,
  countLabels,
  initialRecordStats,
  readRecordStats,
  type RecordStatsValues,
} from './record-stats-form'
import { recordStatLine, statKeys } from './stats.queries'
import '../../ui/scrolling-dialog.css'

// The spec's timing: the dialog closes 1.5 s after a success (the page keeps the message for 3 s).
const closeAfterSuccessMs = 1_500
const successMessage = 'Stats recorded successfully!'

interface RecordStatsDialogProps {
  players: PlayerWithDetails[]
  initialPlayerId: string | undefined
  /** Shows the success message on the page, where it outlives the dialog. */
  onRecorded: (message: string) => void
  onClose: () => void
}

/** Record one player's game (coach-like members). Mounted only while open, so each opening starts clean. */
export function RecordStatsDialog({ players, initialPlayerId, onRecorded, onClose }: RecordStatsDialogProps) {
  const queryClient = useQueryClient()
  const formId = useId()
  const [values, setValues] = useState<RecordStatsValues>(() => initialRecordStats(initialPlayerId, new Date()))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const { later } = useTimers()

  // One intent per opening of the dialog: a retry after a failure sends the same command id.
  const save = useCommand({
    mutationFn: recordStatLine,
    onSuccess: (_result, line) => {
      void queryClient.invalidateQueries({ queryKey: playerKeys.all })
      void queryClient.invalidateQueries({ queryKey: statKeys.player(line.playerId) })
      onRecorded(successMessage)
      later(onClose, closeAfterSuccessMs)
    },
  })
  const done = save.isSuccess
  const busy = save.isPending || done

  const change = <K extends keyof RecordStatsValues>(field: K, value: RecordStatsValues[K]) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (save.isError) save.reset()
    if (submitted) {
      const read = readRecordStats(next)
      setErrors('errors' in read ? read.errors : {})
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const read = readRecordStats(values)
    if ('errors' in read) {
      setErrors(read.errors)
      focusFirstInvalid(event.currentTarget)
      return
    }
    setErrors({})
    save.mutate(read.line)
  }

  const close = () => {
    if (!save.isPending) onClose()
  }

  return (
    <Dialog
      open
      onClose={close}
      title="Record Game Stats"
      footer={
        <>
          <Button onClick={close} disabled={save.isPending}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={save.isPending} disabled={done}>
            Save Stats
          </Button>
        </>
      }
    >
      <form id={formId} className="record-form scrolling-form" noValidate onSubmit={submit}>
        <fieldset className="form-section" disabled={busy}>
          <legend className="visually-hidden">Game stats</legend>
          <Field label="Player" required error={errors.playerId}>
            {(control) => (
              <select {...control} value={values.playerId} onChange={(event) => change('playerId', event.target.value)}>
                <option value="">Select a player</option>
                <PlayerOptions players={players} />
              </select>
            )}
          </Field>
          <div className="field-pair">
            <TextField
              label="Game date"
              type="date"
              required
              value={values.gameDate}
              onValueChange={(v) => change('gameDate', v)}
              error={errors.gameDate}
            />
            <TextField
              label="Opponent"
              autoComplete="off"
              value={values.opponent}
              onValueChange={(v) => change('opponent', v)}
              error={errors.opponent}
            />
          </div>
          <div className="record-form__numbers">
            <TextField
              label="Minutes played"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_MINUTES}
              step={1}
              placeholder="0"
              value={values.minutesPlayed}
              onValueChange={(v) => change('minutesPlayed', v)}
              error={errors.minutesPlayed}
            />
            {countFields.map((field) => (
              <TextField
                key={field}
                label={countLabels[field]}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder="0"
                value={values[field]}
                onValueChange={(v) => change(field, v)}
                error={errors[field]}
              />
            ))}
          </div>
          <KeyPlayFields
            plays={values.keyPlays}
            error={errors.keyPlays}
            onChange={(plays) => change('keyPlays', plays)}
          />
        </fieldset>
        {done && <Notice tone="success">{successMessage}</Notice>}
        {save.isError && <Notice tone="error">{failureMessage(save.error, statsMessages.failed)}</Notice>}
      </form>
    </Dialog>
  )
}

function KeyPlayFields({
  plays,
  error,
  onChange,
}: {
  plays: string[]
  error: string | undefined
  onChange: (plays: string[]) => void
}) {
  return (
    <fieldset className="record-form__plays">
      <legend className="field__label">Key plays</legend>
      <p className="field__hint">Up to {MAX_KEY_PLAYS} moments worth remembering. Empty rows are left out.</p>
      {plays.map((play, index) => (
        <div key={index} className="record-form__play">
          <TextField
            label={`Key play ${index + 1}`}
            autoComplete="off"
            value={play}
            onValueChange={(value) => onChange(plays.map((each, at) => (at === index ? value : each)))}
          />
          {plays.length > 1 && (
            <Button
              variant="ghost"
              aria-label={`Remove key play ${index + 1}`}
              onClick={() => onChange(plays.filter((_, at) => at !== index))}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          )}
        </div>
      ))}
      {error && <p className="field__error">{error}</p>}
      {plays.length < MAX_KEY_PLAYS && (
        <div>
          <Button variant="ghost" onClick={() => onChange([...plays, ''])}>
            + Add key play
          </Button>
        </div>
      )}
    </fieldset>
  )
}

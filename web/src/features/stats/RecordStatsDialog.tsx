import { useQueryClient } from '@tanstack/react-query'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { MAX_KEY_PLAYS, MAX_MINUTES } from '@teamspace/domain/stats/stats.constants'
import { correctStatLineSchema, recordStatLineSchema, type StatLine } from '@teamspace/domain/stats/stats.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaultsOnChange, useAppForm } from '../../lib/app-form'
import { checkSchema, showRefusal } from '../../lib/form'
import { FormDialog } from '../../lib/form-dialog'
import { keptWords } from '../../lib/outbox/outbox'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { useTimers } from '../../lib/use-timers'
import { Button, Notice } from '../../ui'
import { PlayerOptions } from './PlayerOptions'
import type { RefusedDraft } from '../../lib/outbox/drafts'
import {
  correctionValues,
  countInputs,
  keptStatLineValues,
  newStatLineValues,
  statLineForm,
  type RecordStatsValues,
} from './record-stats-form'
import { rememberStatLine } from './stats-cache'
import { statsRecordMessages as m } from './stats-record.messages'
import { correctStatLine, recordStatLine } from './stats.queries'

// The spec's timing: the dialog closes 1.5 s after a success (the page keeps the message for 3 s).
export const closeAfterSuccessMs = 1_500

interface RecordStatsDialogProps {
  players: PlayerWithDetails[]
  /**
   * Who to record for when opened from a player; a line to correct when opened from its Edit button; a new line the
   * server refused on a later send, brought back by "Edit" in the list of saves.
   */
  start: { playerId: string | undefined } | { line: StatLine } | { draft: RefusedDraft<RecordStatsValues> }
  /** Shows the success message on the page, where it outlives the dialog. */
  onSaved: (message: string) => void
  onClose: () => void
}

/**
 * Record one player's game, or correct a line already recorded (coach-like members). Mounted only while open,
 * so each opening starts clean.
 */
export function RecordStatsDialog({ players, start, onSaved, onClose: dismiss }: RecordStatsDialogProps) {
  const queryClient = useQueryClient()
  const t = useT()
  const correcting = 'line' in start ? start.line : null
  const draft = 'draft' in start ? start.draft : undefined
  const [defaultValues] = useState(() =>
    'line' in start
      ? correctionValues(start.line)
      : 'draft' in start
        ? keptStatLineValues(start.draft.values, players)
        : newStatLineValues(start.playerId, new Date()),
  )
  // Brought back by "Edit": the server's words first, until the line is sent again.
  const [failure, setFailure] = useState<string | null>(draft?.refusal ?? null)
  const onClose = () => {
    draft?.leave()
    dismiss()
  }
  const [done, setDone] = useState<string | null>(null)
  const { later } = useTimers()

  const succeed = (message: string) => {
    setDone(message)
    onSaved(message)
    later(onClose, closeAfterSuccessMs)
  }

  // One intent per opening of the dialog: a retry after a failure sends the same command id.
  // Without signal the line is kept on the phone and sent when the signal returns.
  const save = useOutboxCommand({
    describe: (value: RecordStatsValues) => {
      const name = players.find((player) => player.id === value.playerId)?.name ?? correcting?.playerName
      if (correcting) return { description: t(m.correctedLineFor, { name: name ?? correcting.playerName }) }
      const description = name ? t(m.lineFor, { name }) : t(m.lineForSomeone)
      return { description, draft: statLineForm.draft(value) }
    },
    queued: () => keptWords(),
    mutationFn: async (value: RecordStatsValues, commandId: string) => {
      if (correcting) {
        // A correction restates the whole line; the calendar game it belongs to is not the form's to change.
        const values = correctStatLineSchema.parse({ ...value, gameId: correcting.gameId })
        rememberStatLine(queryClient, await correctStatLine(correcting.id, values, commandId))
        return t(m.corrected)
      }
      await recordStatLine(recordStatLineSchema.parse(value), commandId)
      return t(m.recorded)
    },
  })

  const form = useAppForm({
    ...formDefaultsOnChange(() => setFailure(null)),
    defaultValues,
    validators: {
      onDynamic: checkSchema<RecordStatsValues>(correcting ? correctStatLineSchema : recordStatLineSchema),
    },
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        const message = await save.mutateAsync(value)
        void draft?.settle()
        succeed(message)
      } catch (error) {
        if (showRefusal(form, error)) return
        // A line voided or gone meanwhile says so in its own words; anything else in the spec's.
        setFailure(isClientError(error) && correcting ? error.message : failureMessage(error, t(m.failed)))
      }
    },
  })

  return (
    <FormDialog
      form={form}
      title={t(correcting ? m.correctTitle : m.recordTitle)}
      onClose={onClose}
      legend={t(m.gameStats)}
      submitLabel={t(correcting ? m.saveChanges : m.saveStats)}
      className="record-form"
      done={done !== null}
      status={done && <Notice tone="success">{done}</Notice>}
      failure={failure}
    >
      <form.AppField name="playerId">
        {(field) => (
          <field.Control label={t(m.player)} required hint={correcting ? t(m.moveHint) : undefined}>
            {(control) => (
              <select
                {...control}
                disabled={correcting !== null}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
              >
                <option value="">{t(m.selectPlayer)}</option>
                <PlayerOptions players={players} />
                {correcting && !players.some((player) => player.id === correcting.playerId) && (
                  <option value={correcting.playerId}>{correcting.playerName}</option>
                )}
              </select>
            )}
          </field.Control>
        )}
      </form.AppField>
      <div className="field-pair">
        <form.AppField name="gameDate">
          {(field) => <field.TextField label={t(m.gameDate)} type="date" required />}
        </form.AppField>
        <form.AppField name="opponent">
          {(field) => <field.TextField label={t(m.opponent)} autoComplete="off" maxLength={80} />}
        </form.AppField>
      </div>
      <div className="record-form__numbers">
        {countInputs.map(({ field: name, label }) => (
          <form.AppField key={name} name={name}>
            {(field) => (
              <field.TextField
                label={t(label)}
                type="number"
                inputMode="numeric"
                min={0}
                max={name === 'minutesPlayed' ? MAX_MINUTES : undefined}
                step={1}
                placeholder="0"
              />
            )}
          </form.AppField>
        ))}
      </div>
      <form.Field name="keyPlays" mode="array">
        {(plays) => (
          <fieldset className="record-form__plays">
            <legend className="field__label">{t(m.keyPlays)}</legend>
            <p className="field__hint">{t(m.keyPlaysHint, { max: MAX_KEY_PLAYS })}</p>
            {plays.state.value.map((_, index) => (
              <div key={index} className="record-form__play">
                <form.AppField name={`keyPlays[${index}]`}>
                  {(field) => (
                    <field.TextField label={t(m.keyPlay, { number: index + 1 })} autoComplete="off" maxLength={200} />
                  )}
                </form.AppField>
                {plays.state.value.length > 1 && (
                  <Button
                    variant="ghost"
                    aria-label={t(m.removeKeyPlay, { number: index + 1 })}
                    onClick={() => void plays.removeValue(index)}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                )}
              </div>
            ))}
            {plays.state.meta.errors[0] && <p className="field__error">{String(plays.state.meta.errors[0])}</p>}
            {plays.state.value.length < MAX_KEY_PLAYS && (
              <div>
                <Button variant="ghost" onClick={() => plays.pushValue('')}>
                  {t(m.addKeyPlay)}
                </Button>
              </div>
            )}
          </fieldset>
        )}
      </form.Field>
    </FormDialog>
  )
}

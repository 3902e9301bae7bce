import { useStore } from '@tanstack/react-form'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { recordGameSchema } from '@teamspace/domain/stats/stats.schemas'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { shownError, showRefusal } from '../../lib/form'
import { FormDialog } from '../../lib/form-dialog'
import { keptWords } from '../../lib/outbox/outbox'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { useTimers } from '../../lib/use-timers'
import { formatCalendarDay } from '../../lib/dates'
import { Button, ConfirmDialog, Notice } from '../../ui'
import { cx } from '../../ui/cx'
import { GameSheetRow } from './GameSheetRow'
import type { RefusedDraft } from '../../lib/outbox/drafts'
import { gameSheetForm, playedCount, toGameInput, type RecordGameValues } from './record-game-form'
import { countInputs } from './record-stats-form'
import { closeAfterSuccessMs } from './RecordStatsDialog'
import { statsRecordMessages as m } from './stats-record.messages'
import { recordGame } from './stats.queries'
import { useGameForm } from './use-game-form'

interface RecordGameDialogProps {
  players: PlayerWithDetails[]
  /** A sheet the server refused on a later send, brought back by "Edit": the form starts from it. */
  draft?: RefusedDraft<RecordGameValues> | undefined
  /** A sheet filled in from a game's live match, for the coach to check and save. */
  prefill?: RecordGameValues | undefined
  onSaved: (message: string) => void
  onClose: () => void
}

/**
 * A whole game at once (coach-like members): the date and opponent once, then a row per player. The server
 * records every line or none, so one mistyped row holds the game back, with its message beside it.
 */
export function RecordGameDialog({ players, draft, prefill, onSaved, onClose: dismiss }: RecordGameDialogProps) {
  const t = useT()
  const sheetId = useId()
  // Brought back by "Edit": the server's words first, until the sheet is sent again.
  const [failure, setFailure] = useState<string | null>(draft?.refusal ?? null)
  const onClose = () => {
    draft?.leave()
    dismiss()
  }
  const [done, setDone] = useState<string | null>(null)
  const { later } = useTimers()

  // One intent per opening of the dialog: a retry after a failure sends the same command id.
  // Without signal the sheet is kept on the phone and sent when the signal returns.
  const save = useOutboxCommand({
    describe: (values: RecordGameValues) => ({
      description: values.opponent.trim()
        ? t(m.sheetAgainst, { opponent: values.opponent.trim(), date: formatCalendarDay(values.gameDate) })
        : t(m.sheetOn, { date: formatCalendarDay(values.gameDate) }),
      draft: gameSheetForm.draft(values),
    }),
    queued: () => keptWords(),
    mutationFn: async (values: RecordGameValues, commandId: string) => {
      await recordGame(recordGameSchema.parse(toGameInput(values)), commandId)
      return t(m.recorded)
    },
  })

  const form = useGameForm(
    players,
    async (values, form) => {
      setFailure(null)
      try {
        const message = await save.mutateAsync(values)
        void draft?.settle()
        setDone(message)
        onSaved(message)
        later(onClose, closeAfterSuccessMs)
      } catch (error) {
        if (showRefusal(form, error)) return
        setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.failed)))
      }
    },
    draft?.values ?? prefill,
  )
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const attempts = useStore(form.store, (state) => state.submissionAttempts)
  const played = useStore(form.store, (state) => playedCount(state.values))
  // After a try, any row with a message means the game was held back as a whole: say so once, above the buttons.
  const rejected = useStore(
    form.store,
    (state) =>
      state.submissionAttempts > 0 &&
      !state.isSubmitting &&
      Object.entries(state.fieldMeta).some(([name, meta]) => name.startsWith('lines[') && meta?.errors.some(Boolean)),
  )

  const dirty = useStore(form.store, (state) => state.isDirty)
  const [discarding, setDiscarding] = useState(false)

  // A whole game typed at the side of the pitch is too much to lose to a stray tap on the backdrop or Escape.
  const close = () => {
    if (submitting) return
    if (dirty && done === null) setDiscarding(true)
    else onClose()
  }

  return (
    <>
      <FormDialog
        form={form}
        title={t(m.recordGame)}
        onClose={close}
        legend={t(m.game)}
        submitLabel={t(m.saveGame)}
        className="game-form"
        done={done !== null}
        // Above the buttons, not at the end of a long list of rows: seen wherever the list is scrolled to.
        noticesInFooter
        status={
          (rejected || done !== null) && (
            <>
              {rejected && <Notice tone="error">{t(m.rejected)}</Notice>}
              {done !== null && <Notice tone="success">{done}</Notice>}
            </>
          )
        }
        failure={failure}
      >
        <div className="field-pair">
          <form.AppField name="gameDate">
            {(field) => <field.TextField label={t(m.gameDate)} type="date" required />}
          </form.AppField>
          <form.AppField name="opponent">
            {(field) => <field.TextField label={t(m.opponent)} autoComplete="off" maxLength={80} />}
          </form.AppField>
        </div>

        <form.Field name="lines" mode="array">
          {(lines) => {
            const sheetError = shownError(lines.state.meta, attempts)
            return (
              <fieldset
                className="game-sheet"
                aria-describedby={cx(`${sheetId}-hint`, sheetError && `${sheetId}-error`)}
              >
                <div className="game-sheet__top">
                  <legend className="field__label">{t(m.players)}</legend>
                  <Button
                    variant="ghost"
                    className="game-sheet__all"
                    disabled={played === players.length}
                    onClick={() =>
                      lines.state.value.forEach((_, index) => form.setFieldValue(`lines[${index}].played`, true))
                    }
                  >
                    {t(m.everyonePlayed)}
                  </Button>
                </div>
                <p id={`${sheetId}-hint`} className="field__hint">
                  {t(m.sheetHint)} <span aria-live="polite">{t(m.playedCount, { played, total: players.length })}</span>
                </p>
                {sheetError && (
                  <p id={`${sheetId}-error`} className="field__error">
                    {sheetError}
                  </p>
                )}
                <div className="game-sheet__head" aria-hidden="true">
                  <span>{t(m.player)}</span>
                  <span>{t(m.played)}</span>
                  {countInputs.map(({ field, label }) => (
                    <span key={field}>{t(label)}</span>
                  ))}
                </div>
                <ol className="game-sheet__rows">
                  {lines.state.value.map((line, index) => (
                    <GameSheetRow
                      key={line.playerId}
                      form={form}
                      index={index}
                      player={players.find((player) => player.id === line.playerId)}
                      sheetErrorId={sheetError ? `${sheetId}-error` : undefined}
                    />
                  ))}
                </ol>
              </fieldset>
            )
          }}
        </form.Field>
      </FormDialog>
      <ConfirmDialog
        open={discarding}
        title={t(m.discardTitle)}
        description={t(m.discardText)}
        confirmLabel={t(m.discard)}
        destructive
        onConfirm={async () => onClose()}
        onClose={() => setDiscarding(false)}
        errorMessage={() => t(m.failed)}
      />
    </>
  )
}

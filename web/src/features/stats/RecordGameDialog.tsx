import { useQueryClient } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { MAX_MINUTES, recordGameSchema, statsMessages } from '@teamspace/domain/stats/stats.schemas'
import { useId, useState } from 'react'
import { isClientError } from '../../lib/api'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkSchema, leaveField, shownError, showRefusal, type SomeForm } from '../../lib/form'
import { useTimers } from '../../lib/use-timers'
import { Button, ConfirmDialog, Dialog, Notice } from '../../ui'
import { cx } from '../../ui/cx'
import { newGameValues, playedCount, toGameInput, type GameRowValues, type RecordGameValues } from './record-game-form'
import { countInputs } from './record-stats-form'
import { closeAfterSuccessMs, recordedMessage } from './RecordStatsDialog'
import { refreshStats } from './stats-cache'
import { recordGame } from './stats.queries'
import '../../ui/scrolling-dialog.css'

/**
 * A count's name in a row: the start of its label on screen, where the column says the rest; the rest and the
 * player's name for a screen reader ("Minutes" + " played for Maya Lopez").
 */
const shortLabels: Record<(typeof countInputs)[number]['field'], string> = {
  minutesPlayed: 'Minutes',
  goals: 'Goals',
  assists: 'Assists',
  yellowCards: 'Yellow',
  redCards: 'Red',
  saves: 'Saves',
}

const rejectedMessage = 'Nothing was recorded: fix the marked rows.'

interface RecordGameDialogProps {
  players: PlayerWithDetails[]
  onSaved: (message: string) => void
  onClose: () => void
}

function useGameForm(
  players: readonly PlayerWithDetails[],
  send: (values: RecordGameValues, form: SomeForm) => Promise<void>,
) {
  const [defaultValues] = useState(() => newGameValues(players, new Date()))
  return useAppForm({
    ...formDefaults,
    defaultValues,
    validators: { onDynamic: checkSchema<RecordGameValues>(recordGameSchema, toGameInput) },
    onSubmit: ({ value, formApi }) => send(value, formApi),
  })
}
type GameForm = ReturnType<typeof useGameForm>

/**
 * A whole game at once (coach-like members): the date and opponent once, then a row per player. The server
 * records every line or none, so one mistyped row holds the game back, with its message beside it.
 */
export function RecordGameDialog({ players, onSaved, onClose }: RecordGameDialogProps) {
  const queryClient = useQueryClient()
  const formId = useId()
  const sheetId = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const { later } = useTimers()

  const form = useGameForm(players, async (values, form) => {
    setFailure(null)
    try {
      const input = recordGameSchema.parse(toGameInput(values))
      await recordGame(input)
      void refreshStats(
        queryClient,
        input.lines.filter((line) => line.played).map((line) => line.playerId),
      )
      setDone(true)
      onSaved(recordedMessage)
      later(onClose, closeAfterSuccessMs)
    } catch (error) {
      if (showRefusal(form, error)) return
      setFailure(isClientError(error) ? error.message : statsMessages.failed)
    }
  })
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const busy = submitting || done
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
    if (dirty && !done) setDiscarding(true)
    else onClose()
  }

  return (
    <>
      <Dialog
        open
        onClose={close}
        title="Record Game"
        footer={
          <form.AppForm>
            <Button onClick={close} disabled={submitting}>
              {done ? 'Close' : 'Cancel'}
            </Button>
            <form.SubmitButton form={formId} variant="primary" disabled={done}>
              Save Game
            </form.SubmitButton>
            {/* Above the buttons, not at the end of a long list of rows: seen wherever the list is scrolled to. */}
            {(rejected || done || failure) && (
              <div className="game-form__status">
                {rejected && <Notice tone="error">{rejectedMessage}</Notice>}
                {done && <Notice tone="success">{recordedMessage}</Notice>}
                {failure && <Notice tone="error">{failure}</Notice>}
              </div>
            )}
          </form.AppForm>
        }
      >
        <form id={formId} className="game-form scrolling-form" noValidate onSubmit={submitOf(form)}>
          <fieldset className="form-section" disabled={busy}>
            <legend className="visually-hidden">Game</legend>
            <div className="field-pair">
              <form.AppField name="gameDate">
                {(field) => <field.TextField label="Game date" type="date" required />}
              </form.AppField>
              <form.AppField name="opponent">
                {(field) => <field.TextField label="Opponent" autoComplete="off" maxLength={80} />}
              </form.AppField>
            </div>
          </fieldset>

          <form.Field name="lines" mode="array">
            {(lines) => {
              const sheetError = shownError(lines.state.meta, attempts)
              return (
                <fieldset
                  className="game-sheet"
                  disabled={busy}
                  aria-describedby={cx(`${sheetId}-hint`, sheetError && `${sheetId}-error`)}
                >
                  <div className="game-sheet__top">
                    <legend className="field__label">Players</legend>
                    <Button
                      variant="ghost"
                      className="game-sheet__all"
                      disabled={played === players.length}
                      onClick={() =>
                        lines.state.value.forEach((_, index) => form.setFieldValue(`lines[${index}].played`, true))
                      }
                    >
                      Everyone played
                    </Button>
                  </div>
                  <p id={`${sheetId}-hint`} className="field__hint">
                    Tick each player who played, then fill in their numbers. A blank number counts as 0.{' '}
                    <span aria-live="polite">
                      {played} of {players.length} played.
                    </span>
                  </p>
                  {sheetError && (
                    <p id={`${sheetId}-error`} className="field__error">
                      {sheetError}
                    </p>
                  )}
                  <div className="game-sheet__head" aria-hidden="true">
                    <span>Player</span>
                    <span>Played</span>
                    {countInputs.map(({ field, label }) => (
                      <span key={field}>{label}</span>
                    ))}
                  </div>
                  <ol className="game-sheet__rows">
                    {lines.state.value.map((line, index) => (
                      <GameRow
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
        </form>
      </Dialog>
      <ConfirmDialog
        open={discarding}
        title="Discard this game?"
        description="The numbers you typed have not been recorded and will be lost."
        confirmLabel="Discard"
        destructive
        onConfirm={async () => onClose()}
        onClose={() => setDiscarding(false)}
        errorMessage={() => statsMessages.failed}
      />
    </>
  )
}

const sameMessages = (a: readonly (string | undefined)[], b: readonly (string | undefined)[]) =>
  a.length === b.length && a.every((message, index) => message === b[index])

interface GameRowProps {
  form: GameForm
  index: number
  player: PlayerWithDetails | undefined
  /** The whole sheet's message ("select at least one player"), which every Played box answers to. */
  sheetErrorId: string | undefined
}

/** One player's line: whether they played and, if so, their numbers, each message right under the row. */
function GameRow({ form, index, player, sheetErrorId }: GameRowProps) {
  const rowId = useId()
  const name = player?.name ?? 'Removed player'
  const path = <F extends keyof GameRowValues>(field: F): `lines[${number}].${F}` => `lines[${index}].${field}`
  // A row that did not play sends no numbers, so whatever its hidden fields hold has nothing to say.
  const messages = useStore(
    form.store,
    (state) => {
      const shown = (field: keyof GameRowValues) => {
        const meta = state.fieldMeta[path(field)]
        return meta ? shownError(meta, state.submissionAttempts) : undefined
      }
      const played = state.values.lines[index]?.played === true
      return [shown('playerId'), ...countInputs.map(({ field }) => (played ? shown(field) : undefined))]
    },
    sameMessages,
  )
  const [playerMessage, ...countMessages] = messages
  const errorId = (at: number) => `${rowId}-error-${at}`

  return (
    <form.Field name={`lines[${index}].played`}>
      {(playedField) => (
        <li>
          <div
            className={cx('game-row', playedField.state.value && 'game-row--played')}
            role="group"
            aria-labelledby={`${rowId}-name`}
          >
            <span className="game-row__who">
              <span id={`${rowId}-name`} className="game-row__name">
                {name}
              </span>
              {player?.jerseyNumber != null && <span className="muted"> #{player.jerseyNumber}</span>}
            </span>
            <label className="checkbox game-row__played">
              <input
                type="checkbox"
                aria-label={`${name} played`}
                aria-invalid={sheetErrorId ? true : undefined}
                aria-describedby={sheetErrorId}
                checked={playedField.state.value}
                onChange={(event) => playedField.handleChange(event.target.checked)}
              />
              Played
            </label>
            {!playedField.state.value && (
              <span className="game-row__absent" aria-hidden="true">
                Did not play
              </span>
            )}
            {playedField.state.value &&
              countInputs.map(({ field, label }, at) => (
                <form.Field key={field} name={path(field)}>
                  {(countField) => (
                    <span className="game-cell">
                      <label htmlFor={`${rowId}-${field}`} className="game-cell__label">
                        {shortLabels[field]}
                        <span className="visually-hidden">
                          {label.slice(shortLabels[field].length)} for {name}
                        </span>
                      </label>
                      <input
                        id={`${rowId}-${field}`}
                        className="input"
                        name={countField.name}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={field === 'minutesPlayed' ? MAX_MINUTES : undefined}
                        step={1}
                        placeholder="0"
                        aria-invalid={countMessages[at] ? true : undefined}
                        aria-describedby={countMessages[at] ? errorId(at) : undefined}
                        value={countField.state.value}
                        onChange={(event) => countField.handleChange(event.target.value)}
                        onBlur={() => leaveField(countField)}
                      />
                    </span>
                  )}
                </form.Field>
              ))}
            {(playerMessage || countMessages.some(Boolean)) && (
              <div className="game-row__errors">
                {playerMessage && <p className="field__error">{playerMessage}</p>}
                {countMessages.map(
                  (message, at) =>
                    message && (
                      <p key={at} id={errorId(at)} className="field__error">
                        {message}
                      </p>
                    ),
                )}
              </div>
            )}
          </div>
        </li>
      )}
    </form.Field>
  )
}

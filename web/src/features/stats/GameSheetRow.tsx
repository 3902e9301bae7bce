import { useStore } from '@tanstack/react-form'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { MAX_MINUTES } from '@teamspace/domain/stats/stats.constants'
import { useId } from 'react'
import { leaveField, shownError } from '../../lib/form'
import { cx } from '../../ui/cx'
import type { GameRowValues } from './record-game-form'
import { countInputs } from './record-stats-form'
import type { GameForm } from './use-game-form'

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

const sameMessages = (a: readonly (string | undefined)[], b: readonly (string | undefined)[]) =>
  a.length === b.length && a.every((message, index) => message === b[index])

interface GameSheetRowProps {
  form: GameForm
  index: number
  player: PlayerWithDetails | undefined
  /** The whole sheet's message ("select at least one player"), which every Played box answers to. */
  sheetErrorId: string | undefined
}

/** One player's line: whether they played and, if so, their numbers, each message right under the row. */
export function GameSheetRow({ form, index, player, sheetErrorId }: GameSheetRowProps) {
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

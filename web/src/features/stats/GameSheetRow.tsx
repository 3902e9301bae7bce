import { useStore } from '@tanstack/react-form'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import type { Message } from '@teamspace/domain/i18n/messages'
import { MAX_MINUTES } from '@teamspace/domain/stats/stats.constants'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { leaveField, shownError } from '../../lib/form'
import { cx } from '../../ui/cx'
import type { GameRowValues } from './record-game-form'
import { countInputs } from './record-stats-form'
import { statsRecordMessages as m } from './stats-record.messages'
import type { GameForm } from './use-game-form'

/**
 * A count's name in a row: the start of its label on screen, where the column says the rest; the rest and the
 * player's name for a screen reader ("Minutes" + " played for Maya Lopez").
 */
const cellLabels: Record<(typeof countInputs)[number]['field'], { short: Message; rest: Message }> = {
  minutesPlayed: { short: m.minutesShort, rest: m.minutesRest },
  goals: { short: m.goalsShort, rest: m.goalsRest },
  assists: { short: m.assistsShort, rest: m.assistsRest },
  yellowCards: { short: m.yellowShort, rest: m.yellowRest },
  redCards: { short: m.redShort, rest: m.redRest },
  saves: { short: m.savesShort, rest: m.savesRest },
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
  const t = useT()
  const name = player?.name ?? t(m.removedPlayer)
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
                aria-label={t(m.playerPlayed, { name })}
                aria-invalid={sheetErrorId ? true : undefined}
                aria-describedby={sheetErrorId}
                checked={playedField.state.value}
                onChange={(event) => playedField.handleChange(event.target.checked)}
              />
              {t(m.played)}
            </label>
            {!playedField.state.value && (
              <span className="game-row__absent" aria-hidden="true">
                {t(m.didNotPlay)}
              </span>
            )}
            {playedField.state.value &&
              countInputs.map(({ field }, at) => (
                <form.Field key={field} name={path(field)}>
                  {(countField) => (
                    <span className="game-cell">
                      <label htmlFor={`${rowId}-${field}`} className="game-cell__label">
                        {t(cellLabels[field].short)}
                        <span className="visually-hidden">{t(cellLabels[field].rest, { name })}</span>
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

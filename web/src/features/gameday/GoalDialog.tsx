import type { GoalInput } from '@teamspace/domain/gameday/gameday.schemas'
import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { Button, Dialog, Field } from '../../ui'
import { gamedayWords as m } from './gameday.messages'

type Player = { readonly id: string; readonly name: string; readonly jerseyNumber: number | null }

/** A player as the pickers list them: the number first, as the coach reads it off the shirt. */
export const playerLabel = (player: Player) =>
  player.jerseyNumber === null ? player.name : `#${player.jerseyNumber} ${player.name}`

interface GoalDialogProps {
  players: readonly Player[]
  onSave: (goal: Omit<GoalInput, 'at'>) => Promise<unknown>
  onClose: () => void
}

/** "Goal for us": one of ours (with an optional assist) or the opponent's own goal. */
export function GoalDialog({ players, onSave, onClose }: GoalDialogProps) {
  const t = useT()
  const [kind, setKind] = useState<'ours' | 'own-goal'>('ours')
  const [scorerId, setScorerId] = useState('')
  const [assistId, setAssistId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (kind === 'ours' && !scorerId) {
      setError(t(m.choosePlayer))
      return
    }
    setSaving(true)
    try {
      await onSave(
        kind === 'ours'
          ? { kind, scorerId, assistId: assistId && assistId !== scorerId ? assistId : null }
          : { kind, scorerId: null, assistId: null },
      )
    } catch {
      // The panel says why.
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(m.goalDialog)}
      footer={
        <>
          <Button onClick={onClose}>{t(m.cancel)}</Button>
          <Button type="submit" form="goal-form" variant="primary" loading={saving}>
            {t(m.saveGoal)}
          </Button>
        </>
      }
    >
      <form id="goal-form" className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="match-choice">
          <legend>{t(m.whoScored)}</legend>
          <label>
            <input type="radio" name="goal-kind" checked={kind === 'ours'} onChange={() => setKind('ours')} />{' '}
            {t(m.ourPlayer)}
          </label>
          <label>
            <input type="radio" name="goal-kind" checked={kind === 'own-goal'} onChange={() => setKind('own-goal')} />{' '}
            {t(m.ownGoal)}
          </label>
        </fieldset>
        {kind === 'ours' && (
          <>
            <Field label={t(m.scorer)} error={error} required>
              {(control) => (
                <select
                  {...control}
                  value={scorerId}
                  onChange={(event) => {
                    setScorerId(event.target.value)
                    setError(undefined)
                  }}
                >
                  <option value="">{t(m.choosePlayer)}</option>
                  {players.map((player) => (
                    <option key={player.id} value={player.id}>
                      {playerLabel(player)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t(m.assist)}>
              {(control) => (
                <select {...control} value={assistId} onChange={(event) => setAssistId(event.target.value)}>
                  <option value="">{t(m.noAssist)}</option>
                  {players
                    .filter((player) => player.id !== scorerId)
                    .map((player) => (
                      <option key={player.id} value={player.id}>
                        {playerLabel(player)}
                      </option>
                    ))}
                </select>
              )}
            </Field>
          </>
        )}
      </form>
    </Dialog>
  )
}

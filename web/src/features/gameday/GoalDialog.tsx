import type { GoalInput } from '@teamspace/domain/gameday/gameday.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { Field } from '../../ui'
import { gamedayWords as m } from './gameday.messages'
import { MatchEntryDialog, PlayerSelect, type MatchPlayer } from './MatchEntryDialog'

interface GoalDialogProps {
  players: readonly MatchPlayer[]
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

  const save = () => {
    if (kind === 'ours' && !scorerId) {
      setError(t(m.choosePlayer))
      return undefined
    }
    return onSave(
      kind === 'ours'
        ? { kind, scorerId, assistId: assistId && assistId !== scorerId ? assistId : null }
        : { kind, scorerId: null, assistId: null },
    )
  }

  return (
    <MatchEntryDialog
      title={t(m.goalDialog)}
      formId="goal-form"
      saveLabel={t(m.saveGoal)}
      save={save}
      onClose={onClose}
    >
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
              <PlayerSelect
                control={control}
                players={players}
                value={scorerId}
                onChange={(playerId) => {
                  setScorerId(playerId)
                  setError(undefined)
                }}
                none={t(m.choosePlayer)}
              />
            )}
          </Field>
          <Field label={t(m.assist)}>
            {(control) => (
              <PlayerSelect
                control={control}
                players={players}
                value={assistId}
                onChange={setAssistId}
                none={t(m.noAssist)}
                except={scorerId}
              />
            )}
          </Field>
        </>
      )}
    </MatchEntryDialog>
  )
}

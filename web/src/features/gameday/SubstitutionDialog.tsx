import type { SubstitutionInput } from '@teamspace/domain/gameday/gameday.schemas'
import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { Button, Dialog, Field } from '../../ui'
import { gamedayWords as m } from './gameday.messages'
import { playerLabel } from './GoalDialog'

type Player = { readonly id: string; readonly name: string; readonly jerseyNumber: number | null }

interface SubstitutionDialogProps {
  players: readonly Player[]
  onSave: (substitution: Omit<SubstitutionInput, 'at'>) => Promise<unknown>
  onClose: () => void
}

/** Who comes on for whom, at the minute the button was tapped. */
export function SubstitutionDialog({ players, onSave, onClose }: SubstitutionDialogProps) {
  const t = useT()
  const [playerIn, setPlayerIn] = useState('')
  const [playerOut, setPlayerOut] = useState('')
  const [errors, setErrors] = useState<{ playerIn?: string; playerOut?: string }>({})
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing = {
      ...(playerIn ? {} : { playerIn: t(m.choosePlayer) }),
      ...(playerOut ? {} : { playerOut: t(m.choosePlayer) }),
    }
    setErrors(missing)
    if (missing.playerIn || missing.playerOut) return
    setSaving(true)
    try {
      await onSave({ playerIn, playerOut })
    } catch {
      // The panel says why.
    } finally {
      setSaving(false)
    }
  }

  const picker = (label: string, value: string, set: (id: string) => void, other: string, error?: string) => (
    <Field label={label} error={error} required>
      {(control) => (
        <select {...control} value={value} onChange={(event) => set(event.target.value)}>
          <option value="">{t(m.choosePlayer)}</option>
          {players
            .filter((player) => player.id !== other)
            .map((player) => (
              <option key={player.id} value={player.id}>
                {playerLabel(player)}
              </option>
            ))}
        </select>
      )}
    </Field>
  )

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(m.substitutionDialog)}
      footer={
        <>
          <Button onClick={onClose}>{t(m.cancel)}</Button>
          <Button type="submit" form="substitution-form" variant="primary" loading={saving}>
            {t(m.saveSubstitution)}
          </Button>
        </>
      }
    >
      <form id="substitution-form" className="stack" onSubmit={(event) => void submit(event)} noValidate>
        {picker(t(m.playerIn), playerIn, setPlayerIn, playerOut, errors.playerIn)}
        {picker(t(m.playerOut), playerOut, setPlayerOut, playerIn, errors.playerOut)}
      </form>
    </Dialog>
  )
}

import type { SubstitutionInput } from '@teamspace/domain/gameday/gameday.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { Field } from '../../ui'
import { gamedayWords as m } from './gameday.messages'
import { MatchEntryDialog, PlayerSelect, type MatchPlayer } from './MatchEntryDialog'

interface SubstitutionDialogProps {
  players: readonly MatchPlayer[]
  onSave: (substitution: Omit<SubstitutionInput, 'at'>) => Promise<unknown>
  onClose: () => void
}

/** Who comes on for whom, at the minute the button was tapped. */
export function SubstitutionDialog({ players, onSave, onClose }: SubstitutionDialogProps) {
  const t = useT()
  const [playerIn, setPlayerIn] = useState('')
  const [playerOut, setPlayerOut] = useState('')
  const [errors, setErrors] = useState<{ playerIn?: string; playerOut?: string }>({})

  const save = () => {
    const missing = {
      ...(playerIn ? {} : { playerIn: t(m.choosePlayer) }),
      ...(playerOut ? {} : { playerOut: t(m.choosePlayer) }),
    }
    setErrors(missing)
    if (missing.playerIn || missing.playerOut) return undefined
    return onSave({ playerIn, playerOut })
  }

  const picker = (label: string, value: string, set: (id: string) => void, other: string, error?: string) => (
    <Field label={label} error={error} required>
      {(control) => (
        <PlayerSelect
          control={control}
          players={players}
          value={value}
          onChange={set}
          none={t(m.choosePlayer)}
          except={other}
        />
      )}
    </Field>
  )

  return (
    <MatchEntryDialog
      title={t(m.substitutionDialog)}
      formId="substitution-form"
      saveLabel={t(m.saveSubstitution)}
      save={save}
      onClose={onClose}
    >
      {picker(t(m.playerIn), playerIn, setPlayerIn, playerOut, errors.playerIn)}
      {picker(t(m.playerOut), playerOut, setPlayerOut, playerIn, errors.playerOut)}
    </MatchEntryDialog>
  )
}

import { useState, type FormEvent, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { Button, Dialog, type FieldControlProps } from '../../ui'
import { gamedayWords as m } from './gameday.messages'

export type MatchPlayer = { readonly id: string; readonly name: string; readonly jerseyNumber: number | null }

/** A player as the pickers list them: the number first, as the coach reads it off the shirt. */
export const playerLabel = (player: MatchPlayer) =>
  player.jerseyNumber === null ? player.name : `#${player.jerseyNumber} ${player.name}`

/**
 * A dialog that enters one moment of the live match (a goal, a substitution): its form, then Cancel and Save. `save`
 * checks the form and returns the save under way, or nothing when the form still asks for something; the Save
 * button shows it under way until it settles.
 */
export function MatchEntryDialog({
  title,
  formId,
  saveLabel,
  save,
  onClose,
  children,
}: {
  title: string
  formId: string
  saveLabel: string
  save: () => Promise<unknown> | undefined
  onClose: () => void
  children: ReactNode
}) {
  const t = useT()
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const saved = save()
    if (!saved) return
    setSaving(true)
    try {
      await saved
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
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t(m.cancel)}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={(event) => void submit(event)} noValidate>
        {children}
      </form>
    </Dialog>
  )
}

/** A choice among the match's players, but `except` (the one chosen beside it), after a first option for none. */
export function PlayerSelect({
  control,
  players,
  value,
  onChange,
  none,
  except,
}: {
  control: FieldControlProps
  players: readonly MatchPlayer[]
  value: string
  onChange: (playerId: string) => void
  /** The first option's words, for no player chosen. */
  none: string
  except?: string
}) {
  return (
    <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{none}</option>
      {players
        .filter((player) => player.id !== except)
        .map((player) => (
          <option key={player.id} value={player.id}>
            {playerLabel(player)}
          </option>
        ))}
    </select>
  )
}

import type { PlayerWithDetails, Position } from '@teamspace/domain/roster/roster.schemas'
import { useId, useRef, type FormEvent } from 'react'
import { focusFirstInvalid } from '../../lib/form'
import { Button, Dialog, Field, Notice, TextField } from '../../ui'
import { EmergencyContactFields } from './EmergencyContactFields'
import { ParentEmailFields } from './ParentEmailFields'
import { PhotoPicker } from './PhotoPicker'
import { PositionOptions } from './PositionOptions'
import { usePlayerForm } from './use-player-form'
import '../../ui/scrolling-dialog.css'

interface PlayerFormDialogProps {
  /** The player to edit, or null to add one. */
  player: PlayerWithDetails | null
  onClose: () => void
}

/** Add or edit a player (coach-like members). Mounted only while open, so each opening starts from the player. */
export function PlayerFormDialog({ player, onClose }: PlayerFormDialogProps) {
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const form = usePlayerForm(player, { onSaved: onClose, onRefused: () => focusFirstInvalid(formRef.current) })
  const { values, change, errors } = form

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.submit()) focusFirstInvalid(event.currentTarget)
  }

  const close = () => {
    if (!form.saving) onClose()
  }

  return (
    <Dialog
      open
      onClose={close}
      title={player ? `Edit ${player.name}` : 'Add Player'}
      footer={
        <>
          <Button onClick={close} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={form.saving}>
            {player ? 'Save Changes' : 'Add Player'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        className="player-form scrolling-form"
        noValidate
        onSubmit={submit}
        aria-busy={form.saving}
      >
        <fieldset className="form-section" disabled={form.saving}>
          <legend className="visually-hidden">Player</legend>
          <TextField
            label="Player name"
            required
            autoComplete="off"
            value={values.name}
            onValueChange={(value) => change('name', value)}
            error={errors.name}
          />
          <PhotoPicker
            name={values.name}
            currentUrl={player?.photoUrl ?? null}
            chosen={form.photo}
            error={errors.photo}
            onChoose={form.choosePhoto}
          />
          <div className="field-pair">
            <TextField
              label="Jersey number"
              inputMode="numeric"
              autoComplete="off"
              placeholder="1–99"
              value={values.jerseyNumber}
              onValueChange={(value) => change('jerseyNumber', value)}
              error={errors.jerseyNumber}
            />
            <Field label="Position" error={errors.position}>
              {(control) => (
                <select
                  {...control}
                  value={values.position}
                  onChange={(event) => change('position', event.target.value as Position)}
                >
                  <PositionOptions />
                </select>
              )}
            </Field>
          </div>
          <TextField
            label="Date of birth"
            type="date"
            hint="Optional. Players are 4 to 30 years old."
            value={values.dateOfBirth}
            onValueChange={(value) => change('dateOfBirth', value)}
            error={errors.dateOfBirth}
          />
        </fieldset>

        <ParentEmailFields
          emails={values.parentEmails}
          errors={errors}
          disabled={form.saving}
          onChange={(emails) => change('parentEmails', emails)}
        />

        <fieldset className="form-section" disabled={form.saving}>
          <legend className="player-form__legend">Health and safety</legend>
          <p className="field__hint">Only coaches see these details.</p>
          <Field
            label="Medical info"
            hint="Allergies, conditions or medication the coaches should know about."
            error={errors.medicalInfo}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={values.medicalInfo}
                onChange={(event) => change('medicalInfo', event.target.value)}
              />
            )}
          </Field>
          <EmergencyContactFields
            contacts={values.emergencyContacts}
            errors={errors}
            onChange={(contacts) => change('emergencyContacts', contacts)}
          />
        </fieldset>

        {form.failure && <Notice tone="error">{form.failure}</Notice>}
      </form>
    </Dialog>
  )
}

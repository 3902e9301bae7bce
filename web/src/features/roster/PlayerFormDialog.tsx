import type { PlayerWithDetails, Position } from '@teamspace/domain/roster/roster.schemas'
import { useId } from 'react'
import { Button, Dialog, Notice } from '../../ui'
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
  const { form, saving, attachForm, submit, photo, photoError, choosePhoto, failure } = usePlayerForm(player, {
    onSaved: onClose,
  })

  const close = () => {
    if (!saving) onClose()
  }

  return (
    <Dialog
      open
      onClose={close}
      title={player ? `Edit ${player.name}` : 'Add Player'}
      footer={
        <>
          <Button onClick={close} disabled={saving}>
            Cancel
          </Button>
          <form.AppForm>
            <form.SubmitButton form={formId} variant="primary">
              {player ? 'Save Changes' : 'Add Player'}
            </form.SubmitButton>
          </form.AppForm>
        </>
      }
    >
      <form
        id={formId}
        ref={attachForm}
        className="player-form scrolling-form"
        noValidate
        onSubmit={submit}
        aria-busy={saving}
      >
        <fieldset className="form-section" disabled={saving}>
          <legend className="visually-hidden">Player</legend>
          <form.AppField name="name">
            {(field) => <field.TextField label="Player name" required autoComplete="off" />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.name}>
            {(name) => (
              <PhotoPicker
                name={name}
                currentUrl={player?.photoUrl ?? null}
                chosen={photo}
                error={photoError}
                onChoose={choosePhoto}
              />
            )}
          </form.Subscribe>
          <div className="field-pair">
            <form.AppField name="jerseyNumber">
              {(field) => (
                <field.TextField label="Jersey number" inputMode="numeric" autoComplete="off" placeholder="1–99" />
              )}
            </form.AppField>
            <form.AppField name="position">
              {(field) => (
                <field.Control label="Position">
                  {(control) => (
                    <select
                      {...control}
                      value={field.state.value}
                      onChange={(event) => field.handleChange(event.target.value as Position)}
                    >
                      <PositionOptions />
                    </select>
                  )}
                </field.Control>
              )}
            </form.AppField>
          </div>
          <form.AppField name="dateOfBirth">
            {(field) => (
              <field.TextField label="Date of birth" type="date" hint="Optional. Players are 4 to 30 years old." />
            )}
          </form.AppField>
        </fieldset>

        <ParentEmailFields form={form} disabled={saving} />

        <fieldset className="form-section" disabled={saving}>
          <legend className="player-form__legend">Health and safety</legend>
          <p className="field__hint">Only coaches see these details.</p>
          <form.AppField name="medicalInfo">
            {(field) => (
              <field.Control
                label="Medical info"
                hint="Allergies, conditions or medication the coaches should know about."
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                  />
                )}
              </field.Control>
            )}
          </form.AppField>
          <EmergencyContactFields form={form} />
        </fieldset>

        {failure && <Notice tone="error">{failure}</Notice>}
      </form>
    </Dialog>
  )
}

import type { PlayerWithDetails, Position } from '@teamspace/domain/roster/roster.schemas'
import { FormDialog } from '../../lib/form-dialog'
import { EmergencyContactFields } from './EmergencyContactFields'
import { ParentEmailFields } from './ParentEmailFields'
import { PhotoPicker } from './PhotoPicker'
import { PositionOptions } from './PositionOptions'
import { usePlayerForm } from './use-player-form'

interface PlayerFormDialogProps {
  /** The player to edit, or null to add one. */
  player: PlayerWithDetails | null
  onClose: () => void
}

/** Add or edit a player (coach-like members). Mounted only while open, so each opening starts from the player. */
export function PlayerFormDialog({ player, onClose }: PlayerFormDialogProps) {
  const { form, attachForm, photo, photoError, choosePhoto, failure } = usePlayerForm(player, { onSaved: onClose })

  return (
    <FormDialog
      form={form}
      title={player ? `Edit ${player.name}` : 'Add Player'}
      onClose={onClose}
      legend="Player"
      submitLabel={player ? 'Save Changes' : 'Add Player'}
      className="player-form"
      formRef={attachForm}
      failure={failure}
    >
      <div className="player-form__details">
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
      </div>

      <ParentEmailFields form={form} />

      <fieldset className="form-section">
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
    </FormDialog>
  )
}

import type { PlayerWithDetails, Position } from '@teamspace/domain/roster/roster.schemas'
import { useT } from '../../i18n/use-t'
import { FormDialog } from '../../lib/form-dialog'
import { EmergencyContactFields } from './EmergencyContactFields'
import { ParentEmailFields } from './ParentEmailFields'
import { PhotoPicker } from './PhotoPicker'
import { PositionOptions } from './PositionOptions'
import { rosterFormMessages as m } from './roster-form.messages'
import { usePlayerForm } from './use-player-form'

interface PlayerFormDialogProps {
  /** The player to edit, or null to add one. */
  player: PlayerWithDetails | null
  onClose: () => void
}

/** Add or edit a player (coach-like members). Mounted only while open, so each opening starts from the player. */
export function PlayerFormDialog({ player, onClose }: PlayerFormDialogProps) {
  const t = useT()
  const { form, attachForm, photo, photoError, choosePhoto, failure } = usePlayerForm(player, { onSaved: onClose })

  return (
    <FormDialog
      form={form}
      title={player ? t(m.editPlayer, { name: player.name }) : t(m.addPlayer)}
      onClose={onClose}
      legend={t(m.player)}
      submitLabel={t(player ? m.saveChanges : m.addPlayer)}
      className="player-form"
      formRef={attachForm}
      failure={failure}
    >
      <div className="player-form__details">
        <form.AppField name="name">
          {(field) => <field.TextField label={t(m.playerName)} required autoComplete="off" />}
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
              <field.TextField
                label={t(m.jerseyNumber)}
                inputMode="numeric"
                autoComplete="off"
                placeholder={t(m.jerseyPlaceholder)}
              />
            )}
          </form.AppField>
          <form.AppField name="position">
            {(field) => (
              <field.Control label={t(m.position)}>
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
          {(field) => <field.TextField label={t(m.dateOfBirth)} type="date" hint={t(m.dateOfBirthHint)} />}
        </form.AppField>
      </div>

      <ParentEmailFields form={form} />

      <fieldset className="form-section">
        <legend className="player-form__legend">{t(m.healthAndSafety)}</legend>
        <p className="field__hint">{t(m.onlyCoaches)}</p>
        <form.AppField name="medicalInfo">
          {(field) => (
            <field.Control label={t(m.medicalInfo)} hint={t(m.medicalInfoHint)}>
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

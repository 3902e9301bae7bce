import type { Privacy } from '@teamspace/domain/profile/profile.schemas'
import { useSignedInUser } from '../../app/signed-in-user'

const toggles: { key: keyof Privacy; label: string }[] = [
  { key: 'showPhone', label: 'Show my phone number' },
  { key: 'showEmail', label: 'Show my email' },
  { key: 'showAddress', label: 'Show my address' },
]

/** What other families see of this person in the current team's directory: each team has its own choices. */
export function PrivacyToggles({ value, onChange }: { value: Privacy; onChange: (value: Privacy) => void }) {
  const { teamName } = useSignedInUser()
  return (
    <fieldset className="choice-group">
      <legend>Privacy</legend>
      <p className="field__hint">
        In {teamName}: choose what other families see in the team directory. Each of your teams has its own choices.
        Coaches always see your contact details and emergency contact, so they can reach you.
      </p>
      <div className="toggle-list">
        {toggles.map((toggle) => (
          <label key={toggle.key} className="choice">
            <input
              type="checkbox"
              checked={value[toggle.key]}
              onChange={(event) => onChange({ ...value, [toggle.key]: event.target.checked })}
            />
            <span className="choice__text">{toggle.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

import type { Message } from '@teamspace/domain/i18n/messages'
import type { Privacy } from '@teamspace/domain/profile/profile.schemas'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { profileMessages as m } from './profile.messages'

const toggles: { key: keyof Privacy; label: Message }[] = [
  { key: 'showPhone', label: m.showPhone },
  { key: 'showEmail', label: m.showEmail },
  { key: 'showAddress', label: m.showAddress },
]

/** What other families see of this person in the current team's directory: each team has its own choices. */
export function PrivacyToggles({ value, onChange }: { value: Privacy; onChange: (value: Privacy) => void }) {
  const t = useT()
  const { teamName } = useSignedInUser()
  return (
    <fieldset className="choice-group">
      <legend>{t(m.privacy)}</legend>
      <p className="field__hint">{t(m.privacyHint, { teamName })}</p>
      <div className="toggle-list">
        {toggles.map((toggle) => (
          <label key={toggle.key} className="choice">
            <input
              type="checkbox"
              checked={value[toggle.key]}
              onChange={(event) => onChange({ ...value, [toggle.key]: event.target.checked })}
            />
            <span className="choice__text">{t(toggle.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

import type { RegisterRole } from '@teamspace/domain/account/account.schemas'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { useRoleLabel } from '../../shared/roles/use-role-label'
import { accountAuthMessages as m } from './account-auth.messages'
import { accountErrorsMessages } from './account-errors.messages'

const choices: readonly RegisterRole[] = ['parent', 'coach']

interface RoleChoiceProps {
  role: RegisterRole
  /** Whether the invite grants a coach-like role: only then is Coach open. */
  grantsCoachRole: boolean
  /** The server's refusal of the chosen role, if any. */
  error?: string | undefined
  onChange: (role: RegisterRole) => void
}

/** Parent or Coach. Coach is open only with an invite that grants a coach role (ARCHITECTURE §8). */
export function RoleChoice({ role, grantsCoachRole, error, onChange }: RoleChoiceProps) {
  const t = useT()
  const roleLabel = useRoleLabel()
  const noteId = useId()
  const note = error ?? (grantsCoachRole ? undefined : t(accountErrorsMessages['coach-invite-required']))
  return (
    <fieldset className="choice-group" aria-describedby={note ? noteId : undefined}>
      <legend>{t(m.joiningAs)}</legend>
      <div className="choice-group__options">
        {choices.map((choice) => {
          const disabled = choice === 'coach' && !grantsCoachRole
          return (
            <label key={choice} className="choice">
              <input
                type="radio"
                name="role"
                value={choice}
                checked={role === choice}
                disabled={disabled}
                onChange={() => onChange(choice)}
              />
              <span className="choice__text">{roleLabel(choice)}</span>
            </label>
          )
        })}
      </div>
      {note && (
        <p id={noteId} className={error ? 'field__error' : 'field__hint'}>
          {note}
        </p>
      )}
    </fieldset>
  )
}

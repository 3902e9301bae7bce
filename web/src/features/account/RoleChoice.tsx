import { authMessages } from '@teamspace/domain/account/account.constants'
import type { RegisterRole } from '@teamspace/domain/account/account.schemas'
import { useId } from 'react'

const choices: { value: RegisterRole; label: string }[] = [
  { value: 'parent', label: 'Parent' },
  { value: 'coach', label: 'Coach' },
]

interface RoleChoiceProps {
  role: RegisterRole
  /** Whether the invite grants a coach-like role: only then is Coach open. */
  grantsCoachRole: boolean
  /** The server's refusal of the chosen role, if any. */
  error?: string | undefined
  onChange: (role: RegisterRole) => void
}

/** Parent or Coach. Coach is open only with an invite that grants a coach role (ARCHITECTURE §7). */
export function RoleChoice({ role, grantsCoachRole, error, onChange }: RoleChoiceProps) {
  const noteId = useId()
  const note = error ?? (grantsCoachRole ? undefined : authMessages['coach-invite-required'])
  return (
    <fieldset className="choice-group" aria-describedby={note ? noteId : undefined}>
      <legend>I am joining as</legend>
      <div className="choice-group__options">
        {choices.map((choice) => {
          const disabled = choice.value === 'coach' && !grantsCoachRole
          return (
            <label key={choice.value} className="choice">
              <input
                type="radio"
                name="role"
                value={choice.value}
                checked={role === choice.value}
                disabled={disabled}
                onChange={() => onChange(choice.value)}
              />
              <span className="choice__text">{choice.label}</span>
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

import { authMessages } from '@teamspace/domain/account/account.constants'
import type { RegisterRole } from '@teamspace/domain/account/account.schemas'
import { useId } from 'react'
import type { AuthForm } from './use-auth-form'

const choices: { value: RegisterRole; label: string }[] = [
  { value: 'parent', label: 'Parent' },
  { value: 'coach', label: 'Coach' },
]

/** Parent or Coach. Coach is open only with an invite that grants a coach role (ARCHITECTURE §7). */
export function RoleChoice({ auth }: { auth: AuthForm }) {
  const noteId = useId()
  const error = auth.roleError
  const note = error ?? (auth.grantsCoachRole ? undefined : authMessages['coach-invite-required'])
  return (
    <fieldset className="choice-group" aria-describedby={note ? noteId : undefined}>
      <legend>I am joining as</legend>
      <div className="choice-group__options">
        {choices.map((choice) => {
          const disabled = choice.value === 'coach' && !auth.grantsCoachRole
          return (
            <label key={choice.value} className="choice">
              <input
                type="radio"
                name="role"
                value={choice.value}
                checked={auth.role === choice.value}
                disabled={disabled}
                onChange={() => auth.setRole(choice.value)}
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

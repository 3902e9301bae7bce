import { MAX_PARENT_EMAILS } from '@teamspace/domain/roster/roster.schemas'
import { useId } from 'react'
import { Button, TextField } from '../../ui'
import type { PlayerFormErrors } from './player-form'

interface ParentEmailFieldsProps {
  emails: string[]
  errors: PlayerFormErrors
  disabled: boolean
  onChange: (emails: string[]) => void
}

/** Up to three parent e-mails, one row each; a parent who joins with one of them is linked to the player. */
export function ParentEmailFields({ emails, errors, disabled, onChange }: ParentEmailFieldsProps) {
  const hintId = useId()
  const summaryId = useId()
  const summary = errors.parentEmails
  return (
    <fieldset
      className="form-section"
      disabled={disabled}
      aria-describedby={summary ? `${hintId} ${summaryId}` : hintId}
    >
      <legend className="player-form__legend">Parent emails</legend>
      <p id={hintId} className="field__hint">
        Up to {MAX_PARENT_EMAILS}. Parents who join with one of these addresses are linked to the player.
      </p>
      {summary && (
        <p id={summaryId} className="field__error">
          {summary}
        </p>
      )}
      {emails.map((email, index) => (
        <div key={index} className="player-form__row">
          <TextField
            label={`Parent email ${index + 1}`}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onValueChange={(value) => onChange(emails.map((each, at) => (at === index ? value : each)))}
            error={errors[`parentEmails.${index}`]}
          />
          {emails.length > 1 && (
            <Button
              variant="ghost"
              className="player-form__remove"
              aria-label={`Remove parent email ${index + 1}`}
              onClick={() => onChange(emails.filter((_, at) => at !== index))}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          )}
        </div>
      ))}
      {emails.length < MAX_PARENT_EMAILS && (
        <div>
          <Button variant="ghost" onClick={() => onChange([...emails, ''])}>
            + Add parent email
          </Button>
        </div>
      )}
    </fieldset>
  )
}

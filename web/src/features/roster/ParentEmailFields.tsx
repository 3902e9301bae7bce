import { MAX_PARENT_EMAILS } from '@teamspace/domain/roster/roster.constants'
import { useId } from 'react'
import { useStore } from '@tanstack/react-form'
import { shownError } from '../../lib/form'
import { Button } from '../../ui'
import type { PlayerForm } from './use-player-form'

/** Up to three parent e-mails, one row each; a parent who joins with one of them is linked to the player. */
export function ParentEmailFields({ form }: { form: PlayerForm }) {
  const hintId = useId()
  const summaryId = useId()
  const submissionAttempts = useStore(form.store, (state) => state.submissionAttempts)
  return (
    <form.Field name="parentEmails" mode="array">
      {(list) => {
        // The summary over the rows, by the same rule as any field's message.
        const summary = shownError(list.state.meta, submissionAttempts)
        return (
          <fieldset className="form-section" aria-describedby={summary ? `${hintId} ${summaryId}` : hintId}>
            <legend className="player-form__legend">Parent emails</legend>
            <p id={hintId} className="field__hint">
              Up to {MAX_PARENT_EMAILS}. Parents who join with one of these addresses are linked to the player.
            </p>
            {summary && (
              <p id={summaryId} className="field__error">
                {summary}
              </p>
            )}
            {list.state.value.map((_, index) => (
              <div key={index} className="player-form__row">
                <form.AppField name={`parentEmails[${index}]`}>
                  {(field) => (
                    <field.TextField
                      label={`Parent email ${index + 1}`}
                      type="email"
                      inputMode="email"
                      autoComplete="off"
                    />
                  )}
                </form.AppField>
                {list.state.value.length > 1 && (
                  <Button
                    variant="ghost"
                    className="player-form__remove"
                    aria-label={`Remove parent email ${index + 1}`}
                    onClick={() => list.removeValue(index)}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                )}
              </div>
            ))}
            {list.state.value.length < MAX_PARENT_EMAILS && (
              <div>
                <Button variant="ghost" onClick={() => list.pushValue('')}>
                  + Add parent email
                </Button>
              </div>
            )}
          </fieldset>
        )
      }}
    </form.Field>
  )
}

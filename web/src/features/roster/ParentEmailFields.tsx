import { MAX_PARENT_EMAILS } from '@teamspace/domain/roster/roster.constants'
import { useId } from 'react'
import { useStore } from '@tanstack/react-form'
import { useT } from '../../i18n/use-t'
import { shownError } from '../../lib/form'
import { Button } from '../../ui'
import { rosterFormMessages as m } from './roster-form.messages'
import type { PlayerForm } from './use-player-form'

/** Up to three parent e-mails, one row each; a parent who joins with one of them is linked to the player. */
export function ParentEmailFields({ form }: { form: PlayerForm }) {
  const hintId = useId()
  const summaryId = useId()
  const t = useT()
  const submissionAttempts = useStore(form.store, (state) => state.submissionAttempts)
  return (
    <form.Field name="parentEmails" mode="array">
      {(list) => {
        // The summary over the rows, by the same rule as any field's message.
        const summary = shownError(list.state.meta, submissionAttempts)
        return (
          <fieldset className="form-section" aria-describedby={summary ? `${hintId} ${summaryId}` : hintId}>
            <legend className="player-form__legend">{t(m.parentEmails)}</legend>
            <p id={hintId} className="field__hint">
              {t(m.parentEmailsHint, { max: MAX_PARENT_EMAILS })}
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
                      label={t(m.parentEmail, { number: index + 1 })}
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
                    aria-label={t(m.removeParentEmail, { number: index + 1 })}
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
                  {t(m.addParentEmail)}
                </Button>
              </div>
            )}
          </fieldset>
        )
      }}
    </form.Field>
  )
}

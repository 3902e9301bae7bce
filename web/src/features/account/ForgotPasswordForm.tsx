import { passwordResetRequestSchema } from '@teamspace/domain/account/account.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkSchema } from '../../lib/form'
import { Button, Notice } from '../../ui'
import { accountAuthMessages as m } from './account-auth.messages'
import { accountErrorsMessages } from './account-errors.messages'
import { requestPasswordReset } from './account.queries'
import { authErrorMessage } from './auth-errors'

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const t = useT()
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const form = useAppForm({
    ...formDefaults,
    defaultValues: { email: initialEmail },
    validators: { onDynamic: checkSchema(passwordResetRequestSchema) },
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        // The server answers with the same words whether or not the address has an account: said here in the
        // person's language.
        await requestPasswordReset(passwordResetRequestSchema.parse(value).email)
        setSent(true)
      } catch (failure) {
        setError(authErrorMessage(failure))
      }
    },
  })

  return (
    <form className="stack" noValidate onSubmit={submitOf(form)}>
      <div>
        <h2>{t(m.resetTitle)}</h2>
        <p className="muted">{t(m.resetIntro)}</p>
      </div>
      <form.AppField name="email" listeners={{ onChange: () => setSent(false) }}>
        {(field) => <field.TextField label={t(m.email)} type="email" inputMode="email" autoComplete="email" required />}
      </form.AppField>
      {sent && <Notice tone="success">{t(accountErrorsMessages['reset-sent'])}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <form.AppForm>
        <form.Subscribe selector={(state) => state.values.email.trim() === ''}>
          {(empty) => (
            <form.SubmitButton variant="primary" block disabled={empty}>
              {t(m.sendResetLink)}
            </form.SubmitButton>
          )}
        </form.Subscribe>
      </form.AppForm>
      <Button variant="ghost" block onClick={onBack}>
        {t(m.backToSignIn)}
      </Button>
    </form>
  )
}

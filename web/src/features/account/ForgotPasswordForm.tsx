import { passwordResetRequestSchema } from '@teamspace/domain/account/account.schemas'
import { useState } from 'react'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkSchema } from '../../lib/form'
import { Button, Notice } from '../../ui'
import { requestPasswordReset } from './account.queries'
import { authErrorMessage } from './auth-errors'

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const form = useAppForm({
    ...formDefaults,
    defaultValues: { email: initialEmail },
    validators: { onDynamic: checkSchema(passwordResetRequestSchema) },
    onSubmit: async ({ value }) => {
      setError(null)
      try {
        const { message } = await requestPasswordReset(passwordResetRequestSchema.parse(value).email)
        setSent(message)
      } catch (failure) {
        setError(authErrorMessage(failure))
      }
    },
  })

  return (
    <form className="stack" noValidate onSubmit={submitOf(form)}>
      <div>
        <h2>Reset your password</h2>
        <p className="muted">We will e-mail you a link to choose a new password. It works for one hour.</p>
      </div>
      <form.AppField name="email" listeners={{ onChange: () => setSent(null) }}>
        {(field) => <field.TextField label="Email" type="email" inputMode="email" autoComplete="email" required />}
      </form.AppField>
      {sent && <Notice tone="success">{sent}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <form.AppForm>
        <form.Subscribe selector={(state) => state.values.email.trim() === ''}>
          {(empty) => (
            <form.SubmitButton variant="primary" block disabled={empty}>
              Send reset link
            </form.SubmitButton>
          )}
        </form.Subscribe>
      </form.AppForm>
      <Button variant="ghost" block onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  )
}

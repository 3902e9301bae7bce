import { Link } from '@tanstack/react-router'
import { authMessages } from '@teamspace/domain/account/account.constants'
import { newPasswordSchema, passwordConfirmationSchema } from '@teamspace/domain/account/account.schemas'
import { useState } from 'react'
import { z } from 'zod'
import { isApiError } from '../../lib/api'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkWith, validate } from '../../lib/form'
import { Logo, Notice } from '../../ui'
import { confirmPasswordReset } from './account.queries'
import { NewPasswordFields } from './NewPasswordFields'
import { authErrorMessage } from './auth-errors'
import { useCompleteSignIn } from './use-complete-sign-in'
import './auth.css'

const newPasswordFormSchema = z.object({ password: newPasswordSchema })

/** The new password's own rules, and 'Passwords do not match' even while the password is still too short. */
const newPasswordErrors = (values: { password: string; confirmPassword: string }) => ({
  ...validate(passwordConfirmationSchema, values),
  ...validate(newPasswordFormSchema, values),
})

/** /reset-password?token=…: the page the reset e-mail links to. Success signs the person in. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const completeSignIn = useCompleteSignIn()
  const [error, setError] = useState<string | null>(token ? null : authMessages['invalid-reset-token'])
  const form = useAppForm({
    ...formDefaults,
    defaultValues: { password: '', confirmPassword: '' },
    validators: { onDynamic: checkWith(newPasswordErrors) },
    onSubmit: async ({ value }) => {
      if (!token) return
      setError(null)
      try {
        const { user } = await confirmPasswordReset(token, value.password)
        await completeSignIn(user, '/dashboard')
      } catch (failure) {
        setError(
          isApiError(failure) && failure.code === 'invalid-reset-token'
            ? authMessages['invalid-reset-token']
            : authErrorMessage(failure),
        )
      }
    },
  })

  return (
    <main className="bare-page auth">
      <div className="auth__card card">
        <header className="auth__header">
          <span className="brand-mark">
            <Logo size={40} />
          </span>
          <h1>Choose a new password</h1>
          <p className="auth__subtitle">You will be signed in once it is saved.</p>
        </header>
        <form className="stack" noValidate onSubmit={submitOf(form)}>
          <NewPasswordFields
            form={form}
            fields={{ password: 'password', confirmPassword: 'confirmPassword' }}
            label="New password"
          />
          {error && (
            <Notice tone="error">
              {error}{' '}
              <Link to="/auth" search={{ mode: 'login' }}>
                Back to sign in
              </Link>
            </Notice>
          )}
          <form.AppForm>
            <form.Subscribe selector={(state) => state.values.password === ''}>
              {(empty) => (
                <form.SubmitButton variant="primary" block disabled={!token || empty}>
                  Save new password
                </form.SubmitButton>
              )}
            </form.Subscribe>
          </form.AppForm>
        </form>
      </div>
    </main>
  )
}

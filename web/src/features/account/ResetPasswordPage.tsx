import { Link } from '@tanstack/react-router'
import { authMessages, newPasswordSchema, passwordConfirmationSchema } from '@teamspace/domain/account/account.schemas'
import { useState, type FormEvent } from 'react'
import { useTouchedFields } from '../../lib/use-touched-fields'
import { z } from 'zod'
import { isApiError } from '../../lib/api'
import { focusFirstInvalid, hasErrors, keepFocusOnPress, validate, visibleErrors } from '../../lib/form'
import { Button, Logo, Notice } from '../../ui'
import { confirmPasswordReset } from './account.queries'
import { NewPasswordFields } from './NewPasswordFields'
import { authErrorMessage } from './auth-errors'
import { useCompleteSignIn } from './use-complete-sign-in'
import './auth.css'

const newPasswordFormSchema = z.object({ password: newPasswordSchema })

/** /reset-password?token=…: the page the reset e-mail links to. Success signs the person in. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const completeSignIn = useCompleteSignIn()
  const [values, setValues] = useState({ password: '', confirmPassword: '' })
  const { touched, edit, leave } = useTouchedFields()
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(token ? null : authMessages['invalid-reset-token'])

  const allErrors = {
    ...validate(passwordConfirmationSchema, values),
    ...validate(newPasswordFormSchema, values),
  }
  const errors = visibleErrors(allErrors, touched, submitted)
  const touch = (field: keyof typeof values) => leave(field, values[field])
  const change = (field: 'password' | 'confirmPassword', value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    edit(field)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setSubmitted(true)
    if (hasErrors(allErrors) || !token) {
      focusFirstInvalid(form)
      return
    }
    if (saving) return
    setSaving(true)
    setError(null)
    try {
      const { user } = await confirmPasswordReset(token, values.password)
      await completeSignIn(user, '/dashboard')
    } catch (failure) {
      setError(
        isApiError(failure) && failure.code === 'invalid-reset-token'
          ? authMessages['invalid-reset-token']
          : authErrorMessage(failure),
      )
    } finally {
      setSaving(false)
    }
  }

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
        <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
          <NewPasswordFields
            label="New password"
            names={{ password: 'password', confirmation: 'confirmPassword' }}
            values={values}
            errors={errors}
            onChange={change}
            onBlur={touch}
          />
          {error && (
            <Notice tone="error">
              {error}{' '}
              <Link to="/auth" search={{ mode: 'login' }}>
                Back to sign in
              </Link>
            </Notice>
          )}
          <Button
            type="submit"
            onMouseDown={keepFocusOnPress}
            variant="primary"
            block
            loading={saving}
            disabled={!token || values.password === ''}
          >
            Save new password
          </Button>
        </form>
      </div>
    </main>
  )
}

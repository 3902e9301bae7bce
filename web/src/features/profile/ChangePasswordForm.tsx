import { authMessages } from '@teamspace/domain/account/account.constants'
import { changePasswordSchema, passwordConfirmationSchema } from '@teamspace/domain/account/account.schemas'
import { useState } from 'react'
import { isApiError } from '../../lib/api'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkWith, serverFieldErrors, showServerErrors, validate } from '../../lib/form'
import { Card, Notice } from '../../ui'
import { changePassword, NewPasswordFields, authErrorMessage } from '../account'

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** The schema's rules, and 'Passwords do not match' even while the new password is still too short. */
function changePasswordErrors(values: typeof empty) {
  const { confirmPassword } = validate(passwordConfirmationSchema, {
    password: values.newPassword,
    confirmPassword: values.confirmPassword,
  })
  return { ...validate(changePasswordSchema, values), ...(confirmPassword ? { confirmPassword } : {}) }
}

/** Changing the password signs the person out everywhere else. */
export function ChangePasswordForm() {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const form = useAppForm({
    ...formDefaults,
    defaultValues: empty,
    validators: { onDynamic: checkWith(changePasswordErrors) },
    listeners: {
      onChange: (event) => {
        formDefaults.listeners.onChange(event)
        setResult(null)
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setResult(null)
      try {
        const { message } = await changePassword(value.currentPassword, value.newPassword)
        formApi.reset()
        setResult({ tone: 'success', text: message || authMessages['password-changed'] })
      } catch (error) {
        if (isApiError(error) && error.code === 'invalid-credential') {
          const { currentPassword } = serverFieldErrors(error)
          showServerErrors(formApi, { currentPassword: currentPassword ?? authMessages['invalid-credential'] })
        } else {
          setResult({ tone: 'error', text: authErrorMessage(error) })
        }
      }
    },
  })

  return (
    <Card title="Change password">
      <form className="stack" noValidate onSubmit={submitOf(form)}>
        <p className="muted">You stay signed in here; every other device is signed out.</p>
        <form.AppField name="currentPassword">
          {(field) => (
            <field.TextField label="Current password" type="password" autoComplete="current-password" required />
          )}
        </form.AppField>
        <NewPasswordFields
          form={form}
          fields={{ password: 'newPassword', confirmPassword: 'confirmPassword' }}
          replacing
        />
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <div className="row-end">
          <form.AppForm>
            <form.SubmitButton variant="primary">Change password</form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </Card>
  )
}

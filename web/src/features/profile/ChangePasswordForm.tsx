import {
  authMessages,
  changePasswordSchema,
  passwordConfirmationSchema,
} from '@teamspace/domain/account/account.schemas'
import { useState, type FormEvent } from 'react'
import { useTouchedFields } from '../../lib/use-touched-fields'
import { isApiError } from '../../lib/api'
import {
  focusFirstInvalid,
  hasErrors,
  keepFocusOnPress,
  validate,
  visibleErrors,
  type FieldErrors,
} from '../../lib/form'
import { Button, Card, Notice, TextField } from '../../ui'
import { changePassword } from '../account/account.queries'
import { NewPasswordFields } from '../account/NewPasswordFields'
import { authErrorMessage, serverFieldErrors } from '../account/auth-errors'

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Changing the password signs the person out everywhere else. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty)
  const { touched, edit, leave, reset: resetTouched } = useTouchedFields()
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  const { confirmPassword } = validate(passwordConfirmationSchema, {
    password: values.newPassword,
    confirmPassword: values.confirmPassword,
  })
  const allErrors = {
    ...validate(changePasswordSchema, values),
    ...(confirmPassword ? { confirmPassword } : {}),
  }
  const errors = { ...visibleErrors(allErrors, touched, submitted), ...serverErrors }

  const change = (field: keyof typeof empty, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    edit(field)
    setServerErrors(({ [field]: _dropped, ...rest }) => rest)
    setResult(null)
  }
  const touch = (field: keyof typeof values) => leave(field, values[field])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setSubmitted(true)
    if (hasErrors(allErrors)) {
      focusFirstInvalid(form)
      return
    }
    if (saving) return
    setSaving(true)
    setResult(null)
    try {
      const { message } = await changePassword(values.currentPassword, values.newPassword)
      setValues(empty)
      resetTouched()
      setSubmitted(false)
      setResult({ tone: 'success', text: message || authMessages['password-changed'] })
    } catch (error) {
      const fields = serverFieldErrors(error)
      if (isApiError(error) && error.code === 'invalid-credential') {
        setServerErrors({ currentPassword: fields.currentPassword ?? authMessages['invalid-credential'] })
        focusFirstInvalid(form)
      } else {
        setResult({ tone: 'error', text: authErrorMessage(error) })
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card title="Change password">
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <p className="muted">You stay signed in here; every other device is signed out.</p>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onValueChange={(v) => change('currentPassword', v)}
          onBlur={() => touch('currentPassword')}
          error={errors.currentPassword}
        />
        <NewPasswordFields
          label="New password"
          names={{ password: 'newPassword', confirmation: 'confirmPassword' }}
          values={values}
          errors={errors}
          onChange={change}
          onBlur={touch}
        />
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <div className="row-end">
          <Button type="submit" onMouseDown={keepFocusOnPress} variant="primary" loading={saving}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  )
}

import { changePasswordSchema, passwordConfirmationSchema } from '@teamspace/domain/account/account.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { isApiError } from '../../lib/api'
import { formDefaultsOnChange, submitOf, useAppForm } from '../../lib/app-form'
import { checkWith, serverFieldErrors, showServerErrors, validate } from '../../lib/form'
import { Card, Notice } from '../../ui'
import { accountErrorsMessages, changePassword, NewPasswordFields, authErrorMessage } from '../account'
import { profileMessages as m } from './profile.messages'

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
  const t = useT()
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const form = useAppForm({
    ...formDefaultsOnChange(() => setResult(null)),
    defaultValues: empty,
    validators: { onDynamic: checkWith(changePasswordErrors) },
    onSubmit: async ({ value, formApi }) => {
      setResult(null)
      try {
        // The server's answer says the same words, said here in the person's language.
        await changePassword(value.currentPassword, value.newPassword)
        formApi.reset()
        setResult({ tone: 'success', text: t(accountErrorsMessages['password-changed']) })
      } catch (error) {
        if (isApiError(error) && error.code === 'invalid-credential') {
          const { currentPassword } = serverFieldErrors(error)
          showServerErrors(formApi, {
            currentPassword: currentPassword ?? t(accountErrorsMessages['invalid-credential']),
          })
        } else {
          setResult({ tone: 'error', text: authErrorMessage(error) })
        }
      }
    },
  })

  return (
    <Card title={t(m.changePassword)}>
      <form className="stack" noValidate onSubmit={submitOf(form)}>
        <p className="muted">{t(m.changePasswordIntro)}</p>
        <form.AppField name="currentPassword">
          {(field) => (
            <field.TextField label={t(m.currentPassword)} type="password" autoComplete="current-password" required />
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
            <form.SubmitButton variant="primary">{t(m.changePassword)}</form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </Card>
  )
}

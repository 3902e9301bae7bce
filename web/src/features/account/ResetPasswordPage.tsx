import { Link } from '@tanstack/react-router'
import { newPasswordSchema, passwordConfirmationSchema } from '@teamspace/domain/account/account.schemas'
import { useState } from 'react'
import { z } from 'zod'
import { translate } from '../../i18n/locale'
import { useT } from '../../i18n/use-t'
import { isApiError } from '../../lib/api'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkWith, validate } from '../../lib/form'
import { Notice } from '../../ui'
import { AuthCard } from './AuthCard'
import { accountErrorsMessages } from './account-errors.messages'
import { accountPagesMessages as m } from './account-pages.messages'
import { confirmPasswordReset } from './account.queries'
import { NewPasswordFields } from './NewPasswordFields'
import { authErrorMessage } from './auth-errors'
import { useCompleteSignIn } from './use-complete-sign-in'

const newPasswordFormSchema = z.object({ password: newPasswordSchema })

/** The new password's own rules, and 'Passwords do not match' even while the password is still too short. */
const newPasswordErrors = (values: { password: string; confirmPassword: string }) => ({
  ...validate(passwordConfirmationSchema, values),
  ...validate(newPasswordFormSchema, values),
})

/** /reset-password?token=…: the page the reset e-mail links to. Success signs the person in. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const t = useT()
  const completeSignIn = useCompleteSignIn()
  const [error, setError] = useState<string | null>(() =>
    token ? null : translate(accountErrorsMessages['invalid-reset-token']),
  )
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
            ? translate(accountErrorsMessages['invalid-reset-token'])
            : authErrorMessage(failure),
        )
      }
    },
  })

  return (
    <AuthCard title={t(m.chooseNewPassword)} subtitle={t(m.signedInOnceSaved)}>
      <form className="stack" noValidate onSubmit={submitOf(form)}>
        <NewPasswordFields
          form={form}
          fields={{ password: 'password', confirmPassword: 'confirmPassword' }}
          replacing
        />
        {error && (
          <Notice tone="error">
            {error}{' '}
            <Link to="/auth" search={{ mode: 'login' }}>
              {t(m.backToSignIn)}
            </Link>
          </Notice>
        )}
        <form.AppForm>
          <form.Subscribe selector={(state) => state.values.password === ''}>
            {(empty) => (
              <form.SubmitButton variant="primary" block disabled={!token || empty}>
                {t(m.saveNewPassword)}
              </form.SubmitButton>
            )}
          </form.Subscribe>
        </form.AppForm>
      </form>
    </AuthCard>
  )
}

import { NewPasswordFields } from './NewPasswordFields'
import type { AuthForm } from './use-auth-form'

/** Password and its confirmation, for joining or creating a team. */
export function PasswordFields({ auth }: { auth: AuthForm }) {
  return (
    <NewPasswordFields
      form={auth.form}
      fields={{ password: 'password', confirmPassword: 'confirmPassword' }}
      replacing={false}
    />
  )
}

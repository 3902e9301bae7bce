import { NewPasswordFields } from './NewPasswordFields'
import type { AuthForm } from './use-auth-form'

/** Password and its confirmation, for joining or creating a team. */
export function PasswordFields({ form }: { form: AuthForm }) {
  return (
    <NewPasswordFields
      names={{ password: 'password', confirmation: 'confirmPassword' }}
      values={form.values}
      errors={form.errors}
      onChange={form.setValue}
      onBlur={form.touch}
    />
  )
}

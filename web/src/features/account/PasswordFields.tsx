import { TextField } from '../../ui'
import type { AuthForm } from './use-auth-form'

/** Password and its confirmation, for joining or creating a team. */
export function PasswordFields({ form }: { form: AuthForm }) {
  return (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        required
        value={form.values.password}
        onValueChange={(value) => form.setValue('password', value)}
        onBlur={() => form.touch('password')}
        error={form.errors.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        value={form.values.confirmPassword}
        onValueChange={(value) => form.setValue('confirmPassword', value)}
        onBlur={() => form.touch('confirmPassword')}
        error={form.errors.confirmPassword}
      />
    </>
  )
}

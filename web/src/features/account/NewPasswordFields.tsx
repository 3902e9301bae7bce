import type { FieldErrors } from '../../lib/form'
import { TextField } from '../../ui'

interface NewPasswordFieldsProps<Name extends string> {
  /** The form's names for the two fields: values, errors and callbacks are keyed by them. */
  names: { password: Name; confirmation: Name }
  values: Record<Name, string>
  errors: FieldErrors
  onChange: (name: Name, value: string) => void
  onBlur: (name: Name) => void
  /** 'Password' when choosing the first one, 'New password' when replacing it. */
  label?: 'Password' | 'New password'
}

/** A password being chosen and its confirmation: on sign-up, on the reset page and in the profile. */
export function NewPasswordFields<Name extends string>({
  names,
  values,
  errors,
  onChange,
  onBlur,
  label = 'Password',
}: NewPasswordFieldsProps<Name>) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        required
        value={values[names.password]}
        onValueChange={(value) => onChange(names.password, value)}
        onBlur={() => onBlur(names.password)}
        error={errors[names.password]}
      />
      <TextField
        label={label === 'Password' ? 'Confirm password' : 'Confirm new password'}
        type="password"
        autoComplete="new-password"
        required
        value={values[names.confirmation]}
        onValueChange={(value) => onChange(names.confirmation, value)}
        onBlur={() => onBlur(names.confirmation)}
        error={errors[names.confirmation]}
      />
    </>
  )
}

import { withFieldGroup } from '../../lib/app-form'

/**
 * A password being chosen and its confirmation: on sign-up, on the reset page and in the profile. Each form
 * maps the two to its own names: `fields={{ password: 'newPassword', confirmPassword: 'confirmPassword' }}`.
 */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', confirmPassword: '' },
  // 'Password' when choosing the first one, 'New password' when replacing it.
  props: { label: 'Password' as 'Password' | 'New password' },
  render: function NewPasswordFields({ group, label }) {
    return (
      <>
        <group.AppField name="password">
          {(field) => (
            <field.TextField
              label={label}
              type="password"
              autoComplete="new-password"
              hint="At least 6 characters."
              required
            />
          )}
        </group.AppField>
        <group.AppField name="confirmPassword">
          {(field) => (
            <field.TextField
              label={label === 'Password' ? 'Confirm password' : 'Confirm new password'}
              type="password"
              autoComplete="new-password"
              required
            />
          )}
        </group.AppField>
      </>
    )
  },
})

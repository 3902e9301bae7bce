import { useT } from '../../i18n/use-t'
import { withFieldGroup } from '../../lib/app-form'
import { accountAuthMessages as m } from './account-auth.messages'

/**
 * A password being chosen and its confirmation: on sign-up, on the reset page and in the profile. Each form
 * maps the two to its own names: `fields={{ password: 'newPassword', confirmPassword: 'confirmPassword' }}`.
 */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', confirmPassword: '' },
  // Named 'Password' when choosing the first one, 'New password' when replacing it.
  props: { replacing: false as boolean },
  render: function NewPasswordFields({ group, replacing }) {
    const t = useT()
    return (
      <>
        <group.AppField name="password">
          {(field) => (
            <field.TextField
              label={t(replacing ? m.newPassword : m.password)}
              type="password"
              autoComplete="new-password"
              hint={t(m.passwordHint)}
              required
            />
          )}
        </group.AppField>
        <group.AppField name="confirmPassword">
          {(field) => (
            <field.TextField
              label={t(replacing ? m.confirmNewPassword : m.confirmPassword)}
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

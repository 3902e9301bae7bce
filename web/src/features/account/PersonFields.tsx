import { useT } from '../../i18n/use-t'
import { accountAuthMessages as m } from './account-auth.messages'
import type { AuthForm } from './use-auth-form'

/** Name and e-mail, shared by joining and creating; after Google the e-mail is Google's and fixed. */
export function PersonFields({ auth }: { auth: AuthForm }) {
  const t = useT()
  const { form } = auth
  return (
    <>
      <form.AppField name="name">
        {(field) => <field.TextField label={t(m.yourName)} autoComplete="name" required />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label={t(m.email)}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            readOnly={!auth.withPassword}
            hint={auth.withPassword ? undefined : t(m.googleAddress)}
          />
        )}
      </form.AppField>
    </>
  )
}

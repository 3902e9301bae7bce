import type { AuthForm } from './use-auth-form'

/** Name and e-mail, shared by joining and creating; after Google the e-mail is Google's and fixed. */
export function PersonFields({ auth }: { auth: AuthForm }) {
  const { form } = auth
  return (
    <>
      <form.AppField name="name">
        {(field) => <field.TextField label="Your name" autoComplete="name" required />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            readOnly={!auth.withPassword}
            hint={auth.withPassword ? undefined : 'The address of your Google account.'}
          />
        )}
      </form.AppField>
    </>
  )
}

import { TextField } from '../../ui'
import type { AuthForm } from './use-auth-form'

/** Name and e-mail, shared by joining and creating; after Google the e-mail is Google's and fixed. */
export function PersonFields({ form }: { form: AuthForm }) {
  return (
    <>
      <TextField
        label="Your name"
        autoComplete="name"
        required
        value={form.values.name}
        onValueChange={(value) => form.setValue('name', value)}
        onBlur={() => form.touch('name')}
        error={form.errors.name}
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        readOnly={!form.withPassword}
        hint={form.withPassword ? undefined : 'The address of your Google account.'}
        value={form.values.email}
        onValueChange={(value) => form.setValue('email', value)}
        onBlur={() => form.touch('email')}
        error={form.errors.email}
      />
    </>
  )
}

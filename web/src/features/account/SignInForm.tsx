import { keepFocusOnPress } from '../../lib/form'
import { TextField } from '../../ui'
import { SubmitRow } from './SubmitRow'
import type { AuthForm } from './use-auth-form'

export function SignInForm({ form, onForgotPassword }: { form: AuthForm; onForgotPassword: () => void }) {
  return (
    <form className="stack" noValidate onSubmit={(event) => void form.submit(event)}>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        value={form.values.email}
        onValueChange={(value) => form.setValue('email', value)}
        onBlur={() => form.touch('email')}
        error={form.errors.email}
      />
      <div className="stack stack--tight">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onValueChange={(value) => form.setValue('password', value)}
          onBlur={() => form.touch('password')}
          error={form.errors.password}
        />
        <button
          type="button"
          className="link-button auth__forgot"
          onMouseDown={keepFocusOnPress}
          onClick={onForgotPassword}
        >
          Forgot password?
        </button>
      </div>
      <SubmitRow form={form} label="Sign In" />
    </form>
  )
}

import { keepFocusOnPress } from '../../lib/form'
import { Notice } from '../../ui'
import { SubmitRow } from './SubmitRow'
import type { AuthForm } from './use-auth-form'

export function SignInForm({ auth, onForgotPassword }: { auth: AuthForm; onForgotPassword: () => void }) {
  const { form } = auth
  return (
    <form className="stack" noValidate onSubmit={auth.submit}>
      {auth.joiningTeam && (
        <Notice tone="info">
          Sign in to join <strong>{auth.joiningTeam}</strong> with your account.
        </Notice>
      )}
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" inputMode="email" autoComplete="username" required />}
      </form.AppField>
      <div className="stack stack--tight">
        <form.AppField name="password">
          {(field) => <field.TextField label="Password" type="password" autoComplete="current-password" required />}
        </form.AppField>
        <button
          type="button"
          className="link-button auth__forgot"
          onMouseDown={keepFocusOnPress}
          onClick={onForgotPassword}
        >
          Forgot password?
        </button>
      </div>
      <SubmitRow auth={auth} label="Sign In" />
    </form>
  )
}

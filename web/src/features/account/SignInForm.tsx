import { RichText } from '../../i18n/RichText'
import { useT } from '../../i18n/use-t'
import { keepFocusOnPress } from '../../lib/form'
import { Notice } from '../../ui'
import { SubmitRow } from './SubmitRow'
import { accountAuthMessages as m } from './account-auth.messages'
import type { AuthForm } from './use-auth-form'

export function SignInForm({ auth, onForgotPassword }: { auth: AuthForm; onForgotPassword: () => void }) {
  const t = useT()
  const { form } = auth
  return (
    <form className="stack" noValidate onSubmit={auth.submit}>
      {auth.joiningTeam && (
        <Notice tone="info">
          <RichText message={m.signInToJoin} values={{ teamName: <strong>{auth.joiningTeam}</strong> }} />
        </Notice>
      )}
      <form.AppField name="email">
        {(field) => (
          <field.TextField label={t(m.email)} type="email" inputMode="email" autoComplete="username" required />
        )}
      </form.AppField>
      <div className="stack stack--tight">
        <form.AppField name="password">
          {(field) => (
            <field.TextField label={t(m.password)} type="password" autoComplete="current-password" required />
          )}
        </form.AppField>
        <button
          type="button"
          className="link-button auth__forgot"
          onMouseDown={keepFocusOnPress}
          onClick={onForgotPassword}
        >
          {t(m.forgotPassword)}
        </button>
      </div>
      <SubmitRow auth={auth} label={t(m.signIn)} />
    </form>
  )
}

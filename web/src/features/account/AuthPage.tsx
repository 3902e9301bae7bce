import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Notice } from '../../ui'
import { AuthCard } from './AuthCard'
import { AuthModeTabs, tabId } from './AuthModeTabs'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { GoogleButton } from './GoogleButton'
import { RegisterForm } from './RegisterForm'
import { SetupForm } from './SetupForm'
import { SignInForm } from './SignInForm'
import { sessionQuery } from './account.queries'
import { federatedErrorMessage } from './auth-errors'
import { authModes, initialMode, type AuthMode, type AuthSearch } from './auth-search'
import { useAuthForm } from './use-auth-form'

const subtitles: Record<AuthMode, string> = {
  login: 'Sign in to your team',
  register: 'Join your team with an invite',
  setup: 'Create a space for your team',
}

const joiningModes: readonly AuthMode[] = ['register', 'setup']

interface AuthPageProps {
  search: AuthSearch
  onModeChange: (mode: AuthMode) => void
}

/** /auth: sign in, join a team with an invite, or create a team; also where Google sign-in comes back to. */
export function AuthPage({ search, onModeChange }: AuthPageProps) {
  const { data: session } = useSuspenseQuery(sessionQuery())
  const pending = session.pendingFederated ?? null
  const mode = initialMode(search, pending !== null)
  const auth = useAuthForm({ mode, onModeChange, invite: search.invite, redirect: search.redirect, pending })
  const [forgotPassword, setForgotPassword] = useState(search.forgot === '1')
  const panelId = useId()
  const showForgot = forgotPassword && mode === 'login'

  return (
    <AuthCard subtitle={subtitles[mode]}>
      {search.error && <Notice tone="error">{federatedErrorMessage(search.error)}</Notice>}
      {pending && <Notice tone="info">Finish signing in with Google: join with an invite code or create a team</Notice>}
      {showForgot ? (
        <ForgotPasswordForm initialEmail={auth.form.state.values.email} onBack={() => setForgotPassword(false)} />
      ) : (
        <>
          <AuthModeTabs
            mode={mode}
            modes={pending ? joiningModes : authModes}
            panelId={panelId}
            onChange={auth.changeMode}
          />
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(panelId, mode)}>
            {mode === 'login' && <SignInForm auth={auth} onForgotPassword={() => setForgotPassword(true)} />}
            {mode === 'register' && <RegisterForm auth={auth} />}
            {mode === 'setup' && <SetupForm auth={auth} />}
          </div>
          {!pending && (
            <>
              <p className="auth__divider">
                <span>or</span>
              </p>
              <GoogleButton invite={search.invite} />
            </>
          )}
        </>
      )}
    </AuthCard>
  )
}

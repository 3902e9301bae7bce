import { useSuspenseQuery } from '@tanstack/react-query'
import type { Message } from '@teamspace/domain/i18n/messages'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { Notice } from '../../ui'
import { AuthCard } from './AuthCard'
import { AuthModeTabs, tabId } from './AuthModeTabs'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { GoogleButton } from './GoogleButton'
import { RegisterForm } from './RegisterForm'
import { SetupForm } from './SetupForm'
import { SignInForm } from './SignInForm'
import { accountAuthMessages as m } from './account-auth.messages'
import { sessionQuery } from './account.queries'
import { federatedErrorMessage } from './auth-errors'
import { authModes, initialMode, type AuthMode, type AuthSearch } from './auth-search'
import { useAuthForm } from './use-auth-form'

const subtitles: Record<AuthMode, Message> = {
  login: m.signInSubtitle,
  register: m.joinSubtitle,
  setup: m.createSubtitle,
}

const joiningModes: readonly AuthMode[] = ['register', 'setup']

interface AuthPageProps {
  search: AuthSearch
  onModeChange: (mode: AuthMode) => void
}

/** /auth: sign in, join a team with an invite, or create a team; also where Google sign-in comes back to. */
export function AuthPage({ search, onModeChange }: AuthPageProps) {
  const t = useT()
  const { data: session } = useSuspenseQuery(sessionQuery())
  const pending = session.pendingFederated ?? null
  const mode = initialMode(search, pending !== null)
  const auth = useAuthForm({ mode, onModeChange, invite: search.invite, redirect: search.redirect, pending })
  const [forgotPassword, setForgotPassword] = useState(search.forgot === '1')
  const panelId = useId()
  const showForgot = forgotPassword && mode === 'login'

  return (
    <AuthCard subtitle={t(subtitles[mode])}>
      {search.error && <Notice tone="error">{federatedErrorMessage(search.error)}</Notice>}
      {pending && <Notice tone="info">{t(m.finishGoogle)}</Notice>}
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
                <span>{t(m.or)}</span>
              </p>
              <GoogleButton invite={search.invite} />
            </>
          )}
        </>
      )}
    </AuthCard>
  )
}

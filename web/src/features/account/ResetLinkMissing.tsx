import { Link } from '@tanstack/react-router'
import { authMessages } from '@teamspace/domain/account/account.constants'
import { Logo, Notice } from '../../ui'
import './auth.css'

/** /reset-password opened without the link's token (a cut-off link, say): why it cannot work, and the way to a new one. */
export function ResetLinkMissing() {
  return (
    <main className="bare-page auth">
      <div className="auth__card card stack">
        <header className="auth__header">
          <span className="brand-mark">
            <Logo size={40} />
          </span>
          <h1>Choose a new password</h1>
        </header>
        <Notice tone="error">{authMessages['invalid-reset-token']}</Notice>
        <Link to="/auth" search={{ mode: 'login', forgot: '1' }} className="btn btn--primary btn--block">
          Request a new reset link
        </Link>
        <Link to="/auth" search={{ mode: 'login' }} className="btn btn--ghost btn--block">
          Back to sign in
        </Link>
      </div>
    </main>
  )
}

import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { Logo, Notice } from '../../ui'
import { accountErrorsMessages } from './account-errors.messages'
import { accountPagesMessages as m } from './account-pages.messages'
import './auth.css'

/** /reset-password opened without the link's token (a cut-off link, say): why it cannot work, and the way to a new one. */
export function ResetLinkMissing() {
  const t = useT()
  return (
    <main className="bare-page auth">
      <div className="auth__card card stack">
        <header className="auth__header">
          <span className="brand-mark">
            <Logo size={40} />
          </span>
          <h1>{t(m.chooseNewPassword)}</h1>
        </header>
        <Notice tone="error">{t(accountErrorsMessages['invalid-reset-token'])}</Notice>
        <Link to="/auth" search={{ mode: 'login', forgot: '1' }} className="btn btn--primary btn--block">
          {t(m.requestNewLink)}
        </Link>
        <Link to="/auth" search={{ mode: 'login' }} className="btn btn--ghost btn--block">
          {t(m.backToSignIn)}
        </Link>
      </div>
    </main>
  )
}

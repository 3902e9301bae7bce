import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { Notice } from '../../ui'
import { AuthCard } from './AuthCard'
import { accountErrorsMessages } from './account-errors.messages'
import { accountPagesMessages as m } from './account-pages.messages'

/** /reset-password opened without the link's token (a cut-off link, say): why it cannot work, and the way to a new one. */
export function ResetLinkMissing() {
  const t = useT()
  return (
    <AuthCard title={t(m.chooseNewPassword)} stacked>
      <Notice tone="error">{t(accountErrorsMessages['invalid-reset-token'])}</Notice>
      <Link to="/auth" search={{ mode: 'login', forgot: '1' }} className="btn btn--primary btn--block">
        {t(m.requestNewLink)}
      </Link>
      <Link to="/auth" search={{ mode: 'login' }} className="btn btn--ghost btn--block">
        {t(m.backToSignIn)}
      </Link>
    </AuthCard>
  )
}

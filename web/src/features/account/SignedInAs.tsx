import { RichText } from '../../i18n/RichText'
import { useT } from '../../i18n/use-t'
import { keepFocusOnPress } from '../../lib/form'
import { accountAuthMessages as m } from './account-auth.messages'
import type { Me } from './account.queries'

/** Who the page acts for, with the way out for someone else using this device. */
export function SignedInAs({ user, onSignOut }: { user: Me; onSignOut: () => Promise<void> }) {
  const t = useT()
  return (
    <p className="auth__signed-in">
      <span>
        <RichText
          message={m.signedInAs}
          values={{
            name: <strong>{user.name}</strong>,
            email: <span className="auth__email">({user.email})</span>,
          }}
        />
      </span>
      <span>
        {t(m.notYou)}{' '}
        <button type="button" className="link-button" onMouseDown={keepFocusOnPress} onClick={() => void onSignOut()}>
          {t(m.signOut)}
        </button>
      </span>
    </p>
  )
}

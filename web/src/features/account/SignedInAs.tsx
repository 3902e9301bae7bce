import { Link } from '@tanstack/react-router'
import { RichText } from '../../i18n/RichText'
import { useT } from '../../i18n/use-t'
import { keepFocusOnPress } from '../../lib/form'
import { accountAuthMessages as m } from './account-auth.messages'
import { accountPagesMessages } from './account-pages.messages'
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

/** Below a page for someone already in a team (another team to create or join): the way back to the one they are in. */
export function BackToTeam({ user }: { user: Me }) {
  const t = useT()
  return (
    <p className="auth__aside">
      <Link to="/t/$teamId/dashboard" params={{ teamId: user.teamId }}>
        {t(accountPagesMessages.notNow, { teamName: user.teamName })}
      </Link>
    </p>
  )
}

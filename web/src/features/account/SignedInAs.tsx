import { keepFocusOnPress } from '../../lib/form'
import type { Me } from './account.queries'

/** Who the page acts for, with the way out for someone else using this device. */
export function SignedInAs({ user, onSignOut }: { user: Me; onSignOut: () => Promise<void> }) {
  return (
    <p className="auth__signed-in">
      <span>
        Signed in as <strong>{user.name}</strong> <span className="auth__email">({user.email})</span>
      </span>
      <span>
        Not you?{' '}
        <button type="button" className="link-button" onMouseDown={keepFocusOnPress} onClick={() => void onSignOut()}>
          Sign out
        </button>
      </span>
    </p>
  )
}

import { useT } from '../../i18n/use-t'
import { Menu, MenuAction } from '../../ui'
import { useSignedInUser } from '../signed-in-user'
import { initials } from './initials'
import { useShellActions } from './shell-actions'
import { shellMessages } from './shell.messages'
import { TeamMenuLinks } from './TeamSwitcher'

/** The top bar's account menu: who is signed in, to which team, their other teams, and the way out. */
export function AccountMenu() {
  const user = useSignedInUser()
  const { signOut } = useShellActions()
  const letters = initials(user.name)
  const t = useT()
  return (
    <Menu
      label={
        <span className="avatar" aria-hidden="true">
          {letters}
        </span>
      }
      // The name starts with what the button shows, so someone who says "click CC" reaches it (WCAG 2.5.3).
      buttonLabel={t(shellMessages.accountMenuFor, { initials: letters, name: user.name })}
      buttonClassName="top-bar__account"
      header={<AccountSummary name={user.name} email={user.email} teamId={user.teamId} />}
    >
      <TeamMenuLinks />
      <MenuAction onSelect={() => void signOut()}>{t(shellMessages.signOut)}</MenuAction>
    </Menu>
  )
}

export function AccountSummary({ name, email, teamId }: { name: string; email: string; teamId: string }) {
  const t = useT()
  return (
    <div className="account-summary">
      <p className="account-summary__name">{name}</p>
      <p className="account-summary__line">{email}</p>
      <p className="account-summary__line">
        {t(shellMessages.teamId)} <span className="team-id">{teamId}</span>
      </p>
    </div>
  )
}

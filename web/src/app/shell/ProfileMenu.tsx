import { can } from '@teamspace/domain/shared/permissions'
import { isCoachLike, roleLabels } from '@teamspace/domain/shared/roles'
import { Menu, MenuAction, MenuLink } from '../../ui'
import { useSignedInUser } from '../signed-in-user'
import { useTeamId } from '../team/team-context'
import { initials } from './initials'
import { useShellActions } from './shell-actions'

/** The page header's menu: the person's own settings, the team's (coaches only), help and signing out. */
export function ProfileMenu() {
  const user = useSignedInUser()
  const { signOut } = useShellActions()
  const role = roleLabels[user.role]
  const teamId = useTeamId()
  return (
    <Menu
      label={
        <>
          <span className="avatar avatar--soft" aria-hidden="true">
            {initials(user.name)}
          </span>
          {/* Named by what it shows (WCAG 2.5.3); the hidden words only add what the layout says by itself. */}
          <span className="profile-menu__who">
            <span className="profile-menu__name">{user.name}</span>
            <span className="visually-hidden">, </span>
            <span className="profile-menu__role">{role}</span>
            <span className="visually-hidden">: user menu</span>
          </span>
        </>
      }
      buttonClassName="profile-menu__button"
      header={
        <div className="account-summary">
          <p className="account-summary__name">{user.name}</p>
          <p className="account-summary__line">{role}</p>
        </div>
      }
    >
      <MenuLink link={{ to: '/t/$teamId/profile', params: { teamId } }}>Profile Settings</MenuLink>
      {isCoachLike(user.role) && (
        <MenuLink link={{ to: '/t/$teamId/team-settings', params: { teamId } }}>Team Settings</MenuLink>
      )}
      {can(user.role, 'exports.read') && (
        <MenuLink link={{ to: '/t/$teamId/exports', params: { teamId } }}>Exports</MenuLink>
      )}
      {can(user.role, 'history.read') && (
        <MenuLink link={{ to: '/t/$teamId/activity', params: { teamId } }}>Team Activity</MenuLink>
      )}
      <MenuLink link={{ to: '/t/$teamId/help', params: { teamId } }}>Help &amp; Support</MenuLink>
      <MenuAction onSelect={() => void signOut()}>Sign Out</MenuAction>
    </Menu>
  )
}

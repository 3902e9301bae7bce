import { can } from '@teamspace/domain/shared/permissions'
import { isCoachLike } from '@teamspace/domain/shared/roles'
import { useT } from '../../i18n/use-t'
import { useRoleLabel } from '../../shared/roles/use-role-label'
import { Menu, MenuAction, MenuLink } from '../../ui'
import { useSignedInUser } from '../signed-in-user'
import { useTeamId } from '../team/team-context'
import { initials } from './initials'
import { useShellActions } from './shell-actions'
import { shellMessages as m } from './shell.messages'

/** The page header's menu: the person's own settings, the team's (coaches only), help and signing out. */
export function ProfileMenu() {
  const user = useSignedInUser()
  const { signOut } = useShellActions()
  const role = useRoleLabel()(user.role)
  const teamId = useTeamId()
  const t = useT()
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
            <span className="visually-hidden">{t(m.userMenu)}</span>
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
      <MenuLink link={{ to: '/t/$teamId/profile', params: { teamId } }}>{t(m.profileSettings)}</MenuLink>
      {isCoachLike(user.role) && (
        <MenuLink link={{ to: '/t/$teamId/team-settings', params: { teamId } }}>{t(m.teamSettings)}</MenuLink>
      )}
      {can(user.role, 'exports.read') && (
        <MenuLink link={{ to: '/t/$teamId/exports', params: { teamId } }}>{t(m.exports)}</MenuLink>
      )}
      {can(user.role, 'history.read') && (
        <MenuLink link={{ to: '/t/$teamId/activity', params: { teamId } }}>{t(m.teamActivity)}</MenuLink>
      )}
      <MenuLink link={{ to: '/t/$teamId/help', params: { teamId } }}>{t(m.helpAndSupport)}</MenuLink>
      <MenuAction onSelect={() => void signOut()}>{t(m.signOutTitle)}</MenuAction>
    </Menu>
  )
}

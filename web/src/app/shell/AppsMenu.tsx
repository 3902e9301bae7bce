import { Menu, MenuLink } from '../../ui'
import { useTeamId } from '../team/team-context'
import { appLinks } from './nav-links'

export function AppsMenu() {
  const teamId = useTeamId()
  return (
    <Menu label="Apps" buttonClassName="top-bar__link" align="start" className="apps-menu">
      {appLinks.map((app) => (
        <MenuLink key={app.to} link={{ to: app.to, params: { teamId } }} description={app.description}>
          {app.label}
        </MenuLink>
      ))}
    </Menu>
  )
}

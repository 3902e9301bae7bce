import { useT } from '../../i18n/use-t'
import { Menu, MenuLink } from '../../ui'
import { useTeamId } from '../team/team-context'
import { appLinks } from './nav-links'
import { shellMessages } from './shell.messages'

export function AppsMenu() {
  const teamId = useTeamId()
  const t = useT()
  return (
    <Menu label={t(shellMessages.apps)} buttonClassName="top-bar__link" align="start" className="apps-menu">
      {appLinks.map((app) => (
        <MenuLink key={app.to} link={{ to: app.to, params: { teamId } }} description={t(app.description)}>
          {t(app.label)}
        </MenuLink>
      ))}
    </Menu>
  )
}

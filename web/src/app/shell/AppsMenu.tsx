import { Menu, MenuLink } from '../../ui'
import { appLinks } from './nav-links'

export function AppsMenu() {
  return (
    <Menu label="Apps" buttonClassName="top-bar__link" align="start" className="apps-menu">
      {appLinks.map((app) => (
        <MenuLink key={app.to} to={app.to} description={app.description}>
          {app.label}
        </MenuLink>
      ))}
    </Menu>
  )
}

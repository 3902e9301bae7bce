import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useMenuContext } from './menu-context'

interface ItemContent {
  children: ReactNode
  /** A second, quieter line under the item's name. */
  description?: ReactNode
}

function Content({ children, description }: ItemContent) {
  return (
    <>
      <span className="menu__item-label">{children}</span>
      {description && <span className="menu__item-description">{description}</span>}
    </>
  )
}

/** A menu entry that goes to a page of the app. */
export function MenuLink({ to, children, description }: ItemContent & { to: LinkProps['to'] }) {
  const { close } = useMenuContext()
  return (
    <li role="none">
      <Link to={to} role="menuitem" className="menu__item" tabIndex={-1} onClick={close}>
        <Content description={description}>{children}</Content>
      </Link>
    </li>
  )
}

/** A menu entry that does something here, such as signing out. */
export function MenuAction({ onSelect, children, description }: ItemContent & { onSelect: () => void }) {
  const { close } = useMenuContext()
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        className="menu__item"
        tabIndex={-1}
        onClick={() => {
          close()
          onSelect()
        }}
      >
        <Content description={description}>{children}</Content>
      </button>
    </li>
  )
}

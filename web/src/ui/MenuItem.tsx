import { Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router'
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

interface MenuLinkProps<TRouter extends RegisteredRouter = RegisteredRouter, TOptions = unknown> extends ItemContent {
  /** Where it goes, as the router's `Link` takes it (`to`, `params`, `search`), checked against the routes. */
  link: ValidateLinkOptions<TRouter, TOptions>
  /** The entry of what is in use now (the current team, say): marked `aria-current`. */
  current?: boolean
  /** Called as the link is followed, before the menu closes. */
  onSelect?: () => void
}

/** A menu entry that goes to a page of the app. */
export function MenuLink<TRouter extends RegisteredRouter, TOptions>(props: MenuLinkProps<TRouter, TOptions>): ReactNode
export function MenuLink({ link, children, description, current = false, onSelect }: MenuLinkProps) {
  const { close } = useMenuContext()
  return (
    <li role="none">
      <Link
        {...link}
        role="menuitem"
        className="menu__item"
        tabIndex={-1}
        aria-current={current ? 'true' : undefined}
        onClick={() => {
          onSelect?.()
          close()
        }}
      >
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
          // Focus on the menu's button before acting: a dialog opened here gives it back there when it closes.
          close(true)
          onSelect()
        }}
      >
        <Content description={description}>{children}</Content>
      </button>
    </li>
  )
}

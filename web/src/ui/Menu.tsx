import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { arrowKeyHandler, focusItem } from './arrow-keys'
import { cx } from './cx'
import { MenuContext } from './menu-context'
import { useDismiss } from './use-dismiss'

interface MenuProps {
  /** What the button shows. */
  label: ReactNode
  /** The button's accessible name when `label` alone does not say what the menu is. */
  buttonLabel?: string
  buttonClassName?: string
  /** Shown above the items and not focusable: who is signed in, for instance. */
  header?: ReactNode
  align?: 'start' | 'end'
  className?: string
  /** MenuLink and MenuAction items. */
  children: ReactNode
}

const itemSelector = '[role="menuitem"]'

/**
 * A menu button (WAI-ARIA menu pattern): the arrow keys move through the items, Escape closes and returns focus
 * to the button, a press outside or Tab closes it.
 */
export function Menu({ label, buttonLabel, buttonClassName, header, align = 'end', className, children }: MenuProps) {
  const [open, setOpen] = useState(false)
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first')
  const buttonRef = useRef<HTMLButtonElement>(null)
  const popupRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const menuId = useId()
  const buttonId = useId()

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])
  useDismiss(open, close, popupRef, buttonRef)

  useEffect(() => {
    if (open) focusItem(listRef.current, itemSelector, focusOnOpen)
  }, [open, focusOnOpen])

  const openAt = (which: 'first' | 'last') => {
    setFocusOnOpen(which)
    setOpen(true)
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(event.key === 'ArrowDown' ? 'first' : 'last')
    }
  }

  const moveWithArrows = useMemo(() => arrowKeyHandler(itemSelector), [])
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Tab') {
      close(false)
      return
    }
    moveWithArrows(event)
  }

  const context = useMemo(() => ({ close: (returnFocus = false) => close(returnFocus) }), [close])

  return (
    <div className={cx('menu', className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={cx('menu__button', buttonClassName)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={buttonLabel}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="menu__chevron" aria-hidden="true" />
      </button>
      <div ref={popupRef} className={cx('menu__popup', `menu__popup--${align}`)} hidden={!open}>
        {header && <div className="menu__header">{header}</div>}
        <MenuContext value={context}>
          <ul ref={listRef} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onListKeyDown}>
            {children}
          </ul>
        </MenuContext>
      </div>
    </div>
  )
}

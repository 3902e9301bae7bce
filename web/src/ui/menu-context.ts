import { createContext, use } from 'react'

/**
 * Lets an item close the menu it sits in once chosen; with `returnFocus`, focus goes back to the menu's button
 * (which a dialog the item opens then returns to as it closes, the item being gone).
 */
export const MenuContext = createContext<{ close: (returnFocus?: boolean) => void } | null>(null)

export function useMenuContext() {
  const menu = use(MenuContext)
  if (!menu) throw new Error('Menu items must be placed inside a <Menu>.')
  return menu
}

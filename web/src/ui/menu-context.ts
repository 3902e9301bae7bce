import { createContext, use } from 'react'

/** Lets an item close the menu it sits in once chosen. */
export const MenuContext = createContext<{ close: () => void } | null>(null)

export function useMenuContext() {
  const menu = use(MenuContext)
  if (!menu) throw new Error('Menu items must be placed inside a <Menu>.')
  return menu
}

import { createContext, use, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { usePageMeta } from './page-meta'
import { TeamPageHeader } from './TeamPageHeader'

const ActionsSlot = createContext<HTMLElement | null>(null)

/**
 * Every signed-in page: the header its route declares, then the page itself, or its loading, error or empty state.
 * The header belongs to the frame, so it is the same while the page loads, once it has, and when it fails.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const page = usePageMeta()
  const [actions, setActions] = useState<HTMLElement | null>(null)
  return (
    <ActionsSlot value={actions}>
      {page && <TeamPageHeader page={page} actionsRef={setActions} />}
      {children}
    </ActionsSlot>
  )
}

/** A page's own buttons (Add Player, say), shown in the header where the frame keeps a place for them. */
export function PageActions({ children }: { children: ReactNode }) {
  const slot = use(ActionsSlot)
  return slot ? createPortal(children, slot) : null
}

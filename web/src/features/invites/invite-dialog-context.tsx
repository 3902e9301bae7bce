import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react'
import { InviteDialog } from './InviteDialog'

const InviteDialogContext = createContext<{ openInvite: () => void } | null>(null)

/** One invite dialog for the signed-in app, opened from the top bar, the phone menu or a page. */
export function InviteDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const openInvite = useCallback(() => setOpen(true), [])
  const value = useMemo(() => ({ openInvite }), [openInvite])
  return (
    <InviteDialogContext value={value}>
      {children}
      {open && <InviteDialog onClose={() => setOpen(false)} />}
    </InviteDialogContext>
  )
}

export function useInviteDialog() {
  const context = use(InviteDialogContext)
  if (!context) throw new Error('useInviteDialog is only available inside the signed-in layout.')
  return context
}

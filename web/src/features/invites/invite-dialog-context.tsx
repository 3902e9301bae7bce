import { createContext, lazy, Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react'

// The dialog and its form code load when it is first opened, not with every page.
const InviteDialog = lazy(() => import('./InviteDialog').then((module) => ({ default: module.InviteDialog })))

const InviteDialogContext = createContext<{ openInvite: () => void } | null>(null)

/** One invite dialog for the signed-in app, opened from the top bar, the phone menu or a page. */
export function InviteDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const openInvite = useCallback(() => setOpen(true), [])
  const value = useMemo(() => ({ openInvite }), [openInvite])
  return (
    <InviteDialogContext value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <InviteDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </InviteDialogContext>
  )
}

export function useInviteDialog() {
  const context = use(InviteDialogContext)
  if (!context) throw new Error('useInviteDialog is only available inside the signed-in layout.')
  return context
}

import { createContext, use, type ComponentType, type ReactNode } from 'react'

/**
 * What the shell offers that belongs to a feature: signing out (the account), the invite dialog (invites), the
 * unread count beside Chat and each team's in the team switcher (chat). The signed-in layout passes them in, so the shell imports no feature.
 */
export interface ShellActions {
  signOut: () => Promise<void>
  openInvite: () => void
  /** Shown beside the Chat link. */
  chatBadge: ReactNode
  /** Shown beside each team in the team switcher. */
  TeamUnread: ComponentType<{ teamId: string }>
}

const ShellActionsContext = createContext<ShellActions | null>(null)

export function ShellActionsProvider({ actions, children }: { actions: ShellActions; children: ReactNode }) {
  return <ShellActionsContext value={actions}>{children}</ShellActionsContext>
}

export function useShellActions(): ShellActions {
  const actions = use(ShellActionsContext)
  if (!actions) throw new Error('useShellActions is only available inside the signed-in layout.')
  return actions
}

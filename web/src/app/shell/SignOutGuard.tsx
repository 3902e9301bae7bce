import { useCallback, useState, type ReactNode } from 'react'
import { forgetOutbox, isQueued, outboxSnapshot } from '../../lib/outbox/outbox'
import { ConfirmDialog } from '../../ui'

/**
 * Signing out drops the saves this phone still keeps for the person (another account here must never send or see
 * them), so with any still waiting it asks first.
 */
export function useSignOutGuard(
  accountId: string,
  signOut: () => Promise<void>,
): { signOut: () => Promise<void>; confirm: ReactNode } {
  const [asking, setAsking] = useState(0)

  const leave = useCallback(async () => {
    await forgetOutbox(accountId).catch(() => undefined)
    await signOut()
  }, [accountId, signOut])

  const guarded = useCallback(async () => {
    const waiting = outboxSnapshot().items.filter(isQueued).length
    if (waiting > 0) setAsking(waiting)
    else await leave()
  }, [leave])

  const confirm = (
    <ConfirmDialog
      open={asking > 0}
      title="Sign out with saves not sent?"
      description={
        asking === 1
          ? 'One save made without signal has not been sent yet. If you sign out now, it will be lost.'
          : `${asking} saves made without signal have not been sent yet. If you sign out now, they will be lost.`
      }
      confirmLabel="Sign out anyway"
      destructive
      onConfirm={leave}
      onClose={() => setAsking(0)}
      errorMessage={() => 'Could not sign out. Please try again.'}
    />
  )
  return { signOut: guarded, confirm }
}

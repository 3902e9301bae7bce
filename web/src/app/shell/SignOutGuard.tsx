import { useCallback, useState, type ReactNode } from 'react'
import { forgetOutbox, isQueued, outboxSnapshot } from '../../lib/outbox/outbox'
import { useT } from '../../i18n/use-t'
import { ConfirmDialog } from '../../ui'
import { shellStatusMessages as m } from './shell-status.messages'

/**
 * Signing out drops the saves this phone still keeps for the person (another account here must never send or see
 * them), so with any still waiting it asks first.
 */
export function useSignOutGuard(
  accountId: string,
  signOut: () => Promise<void>,
): { signOut: () => Promise<void>; confirm: ReactNode } {
  const [asking, setAsking] = useState(0)
  const t = useT()

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
      title={t(m.signOutTitle)}
      description={t(m.signOutDescription, { count: asking })}
      confirmLabel={t(m.signOutAnyway)}
      destructive
      onConfirm={leave}
      onClose={() => setAsking(0)}
      errorMessage={() => t(m.signOutFailed)}
    />
  )
  return { signOut: guarded, confirm }
}

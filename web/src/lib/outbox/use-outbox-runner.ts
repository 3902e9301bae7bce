import { useEffect } from 'react'
import type { LiveStatus } from '../live'
import { flushOutbox, startOutbox } from './outbox'
import type { OutboxItem } from './outbox-db'

/**
 * Runs the outbox of the person signed in while the app is open: their kept saves are sent now (the app opening),
 * when the signal returns and when the live socket reconnects; `settled` hears each one sent or refused.
 */
export function useOutboxRunner(accountId: string | null, liveStatus: LiveStatus, settled: (item: OutboxItem) => void) {
  useEffect(() => {
    if (accountId === null) return
    return startOutbox(accountId, settled)
  }, [accountId, settled])

  useEffect(() => {
    if (liveStatus === 'open') void flushOutbox()
  }, [liveStatus])
}

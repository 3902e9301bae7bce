import { OUTBOX_SYNC_TAG, replayOutbox } from './replay'

/** What a service worker's `sync` event offers: its tag and a way to keep the worker alive until the work ends. */
interface SyncEventLike extends Event {
  readonly tag: string
  waitUntil(work: Promise<unknown>): void
}

interface SyncTarget {
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void
}

/**
 * In the service worker: sends the outbox when the browser says the signal is back (Background Sync), even with no
 * tab of the app open. A send that fails without signal rejects, so the browser tries the sync again later.
 */
export function registerOutboxSync(self: SyncTarget): void {
  self.addEventListener('sync', (event) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return
    event.waitUntil(
      replayOutbox().then(({ waiting }) => {
        if (waiting > 0) throw new Error('Saves are still waiting for signal.')
      }),
    )
  })
}

export { replayOutbox }

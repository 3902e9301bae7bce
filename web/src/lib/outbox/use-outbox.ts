import { useSyncExternalStore } from 'react'
import { outboxSnapshot, subscribeOutbox, type OutboxSnapshot } from './outbox'

const noSaves: OutboxSnapshot = { accountId: null, items: [] }

/** The signed-in person's kept saves, as they change. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot, () => noSaves)
}

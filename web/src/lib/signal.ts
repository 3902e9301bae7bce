import { useSyncExternalStore } from 'react'

/**
 * One bar of signal: the phone says it is online, but requests are accepted and never answered, or cut off. The app
 * does not wait on such a network: a read answers from what the device kept after `READ_DEADLINE_MS`, a save goes to
 * the outbox after `SAVE_DEADLINE_MS`, and both go on trying in the background.
 */

/** How long a read waits for the server before the page shows what this phone kept (app/pwa/read-deadline.ts). */
export const READ_DEADLINE_MS = 3_000
/** How long a save that can wait in the outbox waits for the server before it is kept there (lib/outbox). */
export const SAVE_DEADLINE_MS = 4_000

let slow = false
const listeners = new Set<() => void>()

const tell = () => {
  for (const listener of listeners) listener()
}

/** A request passed its deadline, or never reached the server while the phone said it was online. */
export function signalSlow(): void {
  if (slow) return
  slow = true
  tell()
}

/** The server answered something: the signal carries again. */
export function signalAnswered(): void {
  if (!slow) return
  slow = false
  tell()
}

/** Whether the last request met a signal too weak to answer in time (and none has been answered since). */
export const isSignalSlow = () => slow

export const subscribeToSignal = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Whether the signal is too weak to answer in time, as it changes. */
export function useSlowSignal(): boolean {
  return useSyncExternalStore(subscribeToSignal, isSignalSlow, () => false)
}

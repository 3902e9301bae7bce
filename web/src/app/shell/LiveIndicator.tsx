import { useSyncExternalStore } from 'react'
import type { LiveStatus } from '../../lib/live'
import { cx } from '../../ui/cx'

const liveStatusText: Record<LiveStatus, string> = {
  open: 'Live',
  connecting: 'Connecting…',
  closed: 'Offline',
}

const subscribeToNetwork = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the phone has a network at all: it knows before the live socket gives up. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  )
}

/** Whether changes made by others show up as they happen, and so whether this phone is connected at all. */
export function LiveIndicator({ status, className }: { status: LiveStatus; className?: string }) {
  const shown = useOnline() ? status : 'closed'
  return (
    <span
      className={cx('live-status', className)}
      data-status={shown}
      title="Changes made by others appear here as they happen"
    >
      {liveStatusText[shown]}
    </span>
  )
}

import { useSyncExternalStore } from 'react'
import type { LiveStatus } from '../../lib/live'
import { useSlowSignal } from '../../lib/signal'
import { cx } from '../../ui/cx'
import { useT } from '../../i18n/use-t'
import { formatAsOf } from '../pwa/offline-status'
import { shellStatusMessages as m } from './shell-status.messages'

const liveStatusText = {
  open: m.live,
  connecting: m.connecting,
  closed: m.offline,
} as const satisfies Record<LiveStatus, unknown>

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

/**
 * Whether changes made by others show up as they happen, and so whether this phone is connected at all. With data
 * kept on the device on screen (`asOf`: when it was fetched), it says how old that data is, and why it shows:
 * offline, or online on a signal too weak to answer in time ("Slow signal"). A polite status: a screen reader hears
 * the change when it is idle.
 */
export function LiveIndicator({
  status,
  asOf,
  className,
}: {
  status: LiveStatus
  asOf?: number | undefined
  className?: string
}) {
  const online = useOnline()
  const slow = useSlowSignal()
  const t = useT()
  const shown = online ? status : 'closed'
  // Online, a kept copy is marked only while the server is not answering in time: once it answers, the copy is on
  // its way out (each query is asked again), and the connection's own state says more.
  const dated = asOf !== undefined && (!online || slow)
  return (
    <span
      className={cx('live-status', className)}
      data-status={shown}
      data-as-of={dated || undefined}
      role="status"
      title={!dated ? t(m.liveTitle) : online ? t(m.slowTitle) : t(m.offlineTitle)}
    >
      <span className="live-status__words">
        {dated ? t(online ? m.slowAsOf : m.offlineAsOf, { time: formatAsOf(asOf) }) : t(liveStatusText[shown])}
      </span>
    </span>
  )
}

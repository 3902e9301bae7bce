import type { LiveStatus } from '../../lib/live'

const liveStatusText: Record<LiveStatus, string> = {
  open: 'Live',
  connecting: 'Connecting…',
  closed: 'Offline',
}

/** Whether changes made by others show up as they happen. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  return (
    <span className="live-status" data-status={status} title="Changes made by others appear here as they happen">
      {liveStatusText[status]}
    </span>
  )
}

import type { HistoryEntry } from '@teamspace/domain/history/history.schemas'
import type { ReactNode } from 'react'
import './history.css'

/** When an entry happened, in the team's zone: "Nov 23, 2026, 10:05 AM". */
export const formatWhen = (at: string, timeZone: string) => {
  const instant = new Date(at)
  if (Number.isNaN(instant.getTime())) return at
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(instant)
}

interface HistoryTimelineProps {
  entries: readonly HistoryEntry[]
  timeZone: string
  /** Beside each entry, e.g. the History button of the item it is about. */
  aside?: (entry: HistoryEntry) => ReactNode
}

/** Entries as a list: the sentence, then who and when. */
export function HistoryTimeline({ entries, timeZone, aside }: HistoryTimelineProps) {
  return (
    <ol className="history-timeline">
      {entries.map((entry) => (
        <li key={entry.position} className="history-entry">
          <div className="history-entry__body">
            <p className="history-entry__sentence">{entry.sentence}</p>
            <p className="history-entry__meta">
              <span>{entry.actorName}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={entry.at}>{formatWhen(entry.at, timeZone)}</time>
            </p>
          </div>
          {aside?.(entry)}
        </li>
      ))}
    </ol>
  )
}

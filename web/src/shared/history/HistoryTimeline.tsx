import type { HistoryEntry } from '@teamspace/domain/history/history.schemas'
import type { ReactNode } from 'react'
import { formatInZone } from '../../lib/dates'
import './history.css'

/** When an entry happened, in the team's zone, as the person's locale writes it: "Nov 23, 2026, 10:05 AM". */
export const formatWhen = (at: string, timeZone: string) =>
  Number.isNaN(Date.parse(at)) ? at : formatInZone(at, timeZone, { dateStyle: 'medium', timeStyle: 'short' })

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

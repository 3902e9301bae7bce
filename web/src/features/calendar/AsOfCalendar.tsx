import { useQuery } from '@tanstack/react-query'
import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { EmptyState, Notice, Spinner } from '../../ui'
import { CalendarIcon } from '../../ui/icons'
import { HistoryDialog } from '../../shared/history/HistoryButton'
import { asOfCalendarQuery } from './calendar.queries'
import { calendarNoticesMessages } from './calendar-notices.messages'
import { calendarViewsMessages as m } from './calendar-views.messages'
import { EventCard } from './EventCard'

/**
 * The calendar as it stood at the end of `date`: what was still to come then and the latest events that had
 * passed, each with the details it had then. Opening one shows its history: how it got from then to now.
 */
export function AsOfCalendar({ date }: { date: string }) {
  const t = useT()
  const { data: list, error, isPending } = useQuery(asOfCalendarQuery(date))
  const [open, setOpen] = useState<CalendarEventView | null>(null)
  const upcomingId = useId()
  const pastId = useId()
  if (isPending) return <Spinner label={t(m.loadingAsOf)} showLabel />
  if (error)
    return (
      <Notice tone="error">
        {isClientError(error) ? error.message : failureMessage(error, t(calendarNoticesMessages.historyLoadFailed))}
      </Notice>
    )
  return (
    <div className="card calendar-panel list-view">
      <section aria-labelledby={upcomingId} className="list-view__section">
        <h2 id={upcomingId}>{t(m.upcomingThen)}</h2>
        {list.upcoming.length === 0 ? (
          <EmptyState icon={<CalendarIcon size={40} />} title={t(m.nothingAfter)} />
        ) : (
          <ul className="event-list">
            {list.upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} timeZone={list.timeZone} onOpen={setOpen} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {list.past.length > 0 && (
        <section aria-labelledby={pastId} className="list-view__section">
          <h2 id={pastId}>{t(m.pastThen)}</h2>
          <ul className="event-list">
            {list.past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} timeZone={list.timeZone} past onOpen={setOpen} />
              </li>
            ))}
          </ul>
          {list.pastTotal > list.past.length && (
            <p className="list-view__note muted">{t(m.moreBefore, { count: list.pastTotal - list.past.length })}</p>
          )}
        </section>
      )}
      {open && <HistoryDialog kind="calendar-event" id={open.id} label={open.title} onClose={() => setOpen(null)} />}
    </div>
  )
}

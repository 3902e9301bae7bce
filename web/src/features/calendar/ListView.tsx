import type { CalendarEventView, CalendarList } from '@teamspace/domain/calendar/calendar.schemas'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { useNow } from '../../lib/use-now'
import { Button, EmptyState } from '../../ui'
import { CalendarIcon } from '../../ui/icons'
import { listSections, morePastNote } from './calendar-view'
import { calendarNoticesMessages } from './calendar-notices.messages'
import { calendarViewsMessages as m } from './calendar-views.messages'
import { EventCard } from './EventCard'

interface ListViewProps {
  list: CalendarList
  onOpen: (event: CalendarEventView) => void
  /** Coaches. */
  onSchedule: (() => void) | undefined
}

/** Upcoming events, soonest first; then the latest past ones and how many more there are. */
export function ListView({ list, onOpen, onSchedule }: ListViewProps) {
  const t = useT()
  const upcomingId = useId()
  const pastId = useId()
  const now = useNow()
  const { upcoming, past, morePast } = listSections(list, now)
  const note = morePastNote(morePast)

  return (
    <div className="list-view">
      <section aria-labelledby={upcomingId} className="list-view__section">
        <h2 id={upcomingId}>{t(m.upcomingEvents)}</h2>
        {upcoming.length === 0 ? (
          <EmptyState
            icon={<CalendarIcon size={40} />}
            title={t(calendarNoticesMessages.noUpcoming)}
            text={onSchedule ? t(m.emptyForCoaches) : t(m.emptyForFamilies)}
            action={
              onSchedule && (
                <Button variant="primary" onClick={onSchedule}>
                  {t(m.scheduleEvent)}
                </Button>
              )
            }
          />
        ) : (
          <ul className="event-list">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} timeZone={list.timeZone} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby={pastId} className="list-view__section">
          <h2 id={pastId}>{t(m.pastEvents)}</h2>
          <ul className="event-list">
            {past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} timeZone={list.timeZone} past onOpen={onOpen} />
              </li>
            ))}
          </ul>
          {note && <p className="list-view__note muted">{note}</p>}
        </section>
      )}
    </div>
  )
}

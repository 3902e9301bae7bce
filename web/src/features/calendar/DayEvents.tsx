import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { useId } from 'react'
import { useNow } from '../../lib/use-now'
import { Button } from '../../ui'
import { hasStarted, spokenDay } from './calendar-view'
import { EventCard } from './EventCard'

interface DayEventsProps {
  date: string
  events: readonly CalendarEventView[]
  timeZone: string
  onOpen: (event: CalendarEventView) => void
  /** Coaches, for today or a later day. */
  onSchedule: (() => void) | undefined
}

/** The chosen day of the month view, under the grid: every event of it, and a way to add one. */
export function DayEvents({ date, events, timeZone, onOpen, onSchedule }: DayEventsProps) {
  const headingId = useId()
  const now = useNow()
  return (
    <section className="day-events" aria-labelledby={headingId}>
      <div className="day-events__header">
        <h3 id={headingId}>{spokenDay(date)}</h3>
        {onSchedule && (
          <Button variant="ghost" onClick={onSchedule}>
            + Add event
          </Button>
        )}
      </div>
      {events.length === 0 ? (
        <p className="muted">No events on this day.</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} timeZone={timeZone} past={hasStarted(event, now)} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

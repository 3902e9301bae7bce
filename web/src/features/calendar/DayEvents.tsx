import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { useNow } from '../../lib/use-now'
import { Button } from '../../ui'
import type { TeamTagView as TeamTag } from '../../shared/teams/team-tag'
import { hasStarted, spokenDay } from './calendar-view'
import { calendarViewsMessages as m } from './calendar-views.messages'
import { EventCard, type CardEvent } from './EventCard'

interface DayEventsProps<E extends CardEvent> {
  date: string
  events: readonly E[]
  /** The zone each event is shown in (the team's; for all the person's teams, each event's team's). */
  zoneOf: (event: E) => string
  /** Each event's team, in the calendar of all the person's teams. */
  teamOf?: ((event: E) => TeamTag) | undefined
  onOpen: (event: E) => void
  /** Coaches, for today or a later day. */
  onSchedule: (() => void) | undefined
}

/** The chosen day of the month view, under the grid: every event of it, and a way to add one. */
export function DayEvents<E extends CardEvent>({
  date,
  events,
  zoneOf,
  teamOf,
  onOpen,
  onSchedule,
}: DayEventsProps<E>) {
  const t = useT()
  const headingId = useId()
  const now = useNow()
  return (
    <section className="day-events" aria-labelledby={headingId}>
      <div className="day-events__header">
        <h3 id={headingId}>{spokenDay(date)}</h3>
        {onSchedule && (
          <Button variant="ghost" onClick={onSchedule}>
            {t(m.addEvent)}
          </Button>
        )}
      </div>
      {events.length === 0 ? (
        <p className="muted">{t(m.noEventsOnDay)}</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                timeZone={zoneOf(event)}
                team={teamOf?.(event)}
                past={hasStarted(event, now)}
                onOpen={onOpen}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

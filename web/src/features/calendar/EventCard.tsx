import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { cx } from '../../ui/cx'
import { countsLine } from '../availability'
import { dateBadge, formatEventDate, formatEventTime } from './calendar-view'
import { EventType } from '../../shared/calendar/EventType'

interface EventCardProps {
  event: CalendarEventView
  timeZone: string
  past?: boolean
  onOpen: (event: CalendarEventView) => void
}

/** An event in a list: its day, type, title, time and place (and, for coaches, who is coming); opens its detail. */
export function EventCard({ event, timeZone, past = false, onOpen }: EventCardProps) {
  const badge = dateBadge(event.startsAt, timeZone)
  return (
    <button
      type="button"
      className={cx('event-card', `event-card--${event.type}`, past && 'event-card--past')}
      onClick={() => onOpen(event)}
    >
      <span className="event-card__date" aria-hidden="true">
        <span className="event-card__month">{badge.month}</span>
        <span className="event-card__day">{badge.day}</span>
      </span>
      <span className="event-card__body">
        <span className="event-card__title">{event.title}</span>
        <span className="event-card__line">
          <EventType type={event.type} />
          <span>
            {formatEventDate(event.startsAt, timeZone)}, {formatEventTime(event.startsAt, timeZone)}
          </span>
        </span>
        <span className="event-card__line event-card__where">
          {event.location}
          {event.type === 'game' && event.opponent && ` · vs ${event.opponent}`}
        </span>
        {event.availability && !past && <span className="event-card__counts">{countsLine(event.availability)}</span>}
      </span>
      <span className="event-card__chevron" aria-hidden="true" />
    </button>
  )
}

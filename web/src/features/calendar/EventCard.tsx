import { titleNamesOpponent } from '@teamspace/domain/calendar-feed/calendar-event-summary'
import type { AvailabilityCounts, CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { useT } from '../../i18n/use-t'
import { cx } from '../../ui/cx'
import { countsLine } from '../availability'
import { dateBadge, formatEventDate, formatEventTimeRange } from './calendar-view'
import { EventType } from '../../shared/calendar/EventType'
import { TeamTag } from '../../shared/teams/TeamTag'
// With the card, wherever it is shown (the dashboard too): the bundle keeps a style with the code that imports it.
import './calendar.css'
import type { TeamTagView as Tag } from '../../shared/teams/team-tag'
import { calendarViewsMessages as m } from './calendar-views.messages'
import { RepeatMark } from './RepeatMark'

/** What a card shows of an event: the team's own events, and those of all the person's teams. */
export type CardEvent = Pick<
  CalendarEventView,
  'id' | 'title' | 'type' | 'startsAt' | 'endsAt' | 'location' | 'opponent'
> & {
  availability?: AvailabilityCounts | null
  series?: CalendarEventView['series']
}

interface EventCardProps<E extends CardEvent> {
  event: E
  timeZone: string
  past?: boolean
  /** The event's team, in the calendar of all the person's teams. */
  team?: Tag | undefined
  onOpen: (event: E) => void
}

/** An event in a list: its day, type, title, time and place (and, for coaches, who is coming); opens its detail. */
export function EventCard<E extends CardEvent>({ event, timeZone, past = false, team, onOpen }: EventCardProps<E>) {
  const t = useT()
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
        {team && <TeamTag team={team} />}
        <span className="event-card__title">
          {event.title}
          {event.series && <RepeatMark series={event.series} />}
        </span>
        <span className="event-card__line">
          <EventType type={event.type} />
          <span>
            {formatEventDate(event.startsAt, timeZone)}, {formatEventTimeRange(event.startsAt, event.endsAt, timeZone)}
          </span>
        </span>
        <span className="event-card__line event-card__where">
          {event.location}
          {event.type === 'game' &&
            !titleNamesOpponent(event.title, event.opponent) &&
            ` · ${t(m.versus, { opponent: event.opponent.trim() })}`}
        </span>
        {event.availability && !past && <span className="event-card__counts">{countsLine(event.availability)}</span>}
      </span>
      <span className="event-card__chevron" aria-hidden="true" />
    </button>
  )
}

import { Link } from '@tanstack/react-router'
import { calendarMessages } from '@teamspace/domain/calendar/calendar.constants'
import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { Button, Card } from '../../ui'
import { EventCard } from '../calendar'
import { useTeamId } from '../../app/team/team-context'

interface UpcomingEventsProps {
  /** The next events, soonest first (spec §9: three). */
  events: readonly CalendarEventView[]
  timeZone: string
  onOpen: (event: CalendarEventView) => void
  /** Coaches: opens the form for a new event. */
  onSchedule: (() => void) | undefined
}

/** The next few calendar events, the way to the whole calendar and, for coaches, to schedule one (spec §2). */
export function UpcomingEvents({ events, timeZone, onOpen, onSchedule }: UpcomingEventsProps) {
  const teamId = useTeamId()
  return (
    <Card
      title="Upcoming Events"
      className="upcoming-events"
      actions={
        <div className="upcoming-events__actions">
          {onSchedule && (
            <Button variant="ghost" onClick={onSchedule}>
              + Schedule Event
            </Button>
          )}
          <Link to="/t/$teamId/calendar" params={{ teamId }} className="btn btn--ghost">
            View All<span className="visually-hidden"> events</span>
          </Link>
        </div>
      }
    >
      {events.length === 0 ? (
        <p className="muted">{calendarMessages.noUpcoming}</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} timeZone={timeZone} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

import { Link } from '@tanstack/react-router'
import type { CalendarEventView } from '@teamspace/domain/calendar/calendar.schemas'
import { useT } from '../../i18n/use-t'
import { Button, Card } from '../../ui'
import { calendarNoticesMessages, EventCard } from '../calendar'
import { dashboardMessages as m } from './dashboard.messages'
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
  const t = useT()
  const teamId = useTeamId()
  return (
    <Card
      title={t(m.upcomingEvents)}
      className="upcoming-events"
      actions={
        <div className="upcoming-events__actions">
          {onSchedule && (
            <Button variant="ghost" onClick={onSchedule}>
              {t(m.scheduleEvent)}
            </Button>
          )}
          <Link to="/t/$teamId/calendar" params={{ teamId }} className="btn btn--ghost">
            {t(m.viewAll)}
            <span className="visually-hidden">{t(m.viewAllEvents)}</span>
          </Link>
        </div>
      }
    >
      {events.length === 0 ? (
        <p className="muted">{t(calendarNoticesMessages.noUpcoming)}</p>
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

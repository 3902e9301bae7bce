import { useQuery } from '@tanstack/react-query'
import { calendarMessages } from '@teamspace/domain/calendar/calendar.constants'
import type { MyCalendarEvent } from '@teamspace/domain/calendar/calendar.schemas'
import { useId } from 'react'
import { useNow } from '../../lib/use-now'
import { Button, EmptyState, Notice, Spinner } from '../../ui'
import { CalendarIcon } from '../../ui/icons'
import type { TeamTagView as TeamTag } from '../../shared/teams/team-tag'
import { zoneOfTeamEvent } from './all-teams'
import { hasStarted } from './calendar-view'
import { allTeamsCalendarQuery } from './calendar.queries'
import { EventCard } from './EventCard'

interface AllTeamsListViewProps {
  teamOf: (event: MyCalendarEvent) => TeamTag
  onOpen: (event: MyCalendarEvent) => void
}

/** Every upcoming event of all the person's teams, soonest first, each named with its team. */
export function AllTeamsListView({ teamOf, onOpen }: AllTeamsListViewProps) {
  const headingId = useId()
  const now = useNow()
  const { data, isPending, isError, refetch } = useQuery(allTeamsCalendarQuery())
  const upcoming = (data ?? []).filter((event) => !hasStarted(event, now))

  return (
    <div className="list-view">
      <section aria-labelledby={headingId} className="list-view__section">
        <h2 id={headingId}>Upcoming Events</h2>
        {isPending ? (
          <Spinner label="Loading events…" />
        ) : isError ? (
          <Notice tone="error">
            <p>Could not load the events of your teams.</p>
            <Button onClick={() => void refetch()}>Try again</Button>
          </Notice>
        ) : upcoming.length === 0 ? (
          <EmptyState
            icon={<CalendarIcon size={40} />}
            title={calendarMessages.noUpcoming}
            text="New events of your teams show up here as soon as their coaches schedule them."
          />
        ) : (
          <ul className="event-list">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} timeZone={zoneOfTeamEvent(event)} team={teamOf(event)} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

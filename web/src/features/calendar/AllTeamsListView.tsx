import { useQuery } from '@tanstack/react-query'
import type { MyCalendarEvent } from '@teamspace/domain/calendar/calendar.schemas'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { useNow } from '../../lib/use-now'
import { Button, EmptyState, Notice, Spinner } from '../../ui'
import { CalendarIcon } from '../../ui/icons'
import type { TeamTagView as TeamTag } from '../../shared/teams/team-tag'
import { zoneOfTeamEvent } from './all-teams'
import { hasStarted } from './calendar-view'
import { allTeamsCalendarQuery } from './calendar.queries'
import { calendarNoticesMessages } from './calendar-notices.messages'
import { calendarViewsMessages as m } from './calendar-views.messages'
import { EventCard } from './EventCard'

interface AllTeamsListViewProps {
  teamOf: (event: MyCalendarEvent) => TeamTag
  onOpen: (event: MyCalendarEvent) => void
}

/** Every upcoming event of all the person's teams, soonest first, each named with its team. */
export function AllTeamsListView({ teamOf, onOpen }: AllTeamsListViewProps) {
  const t = useT()
  const headingId = useId()
  const now = useNow()
  const { data, isPending, isError, refetch } = useQuery(allTeamsCalendarQuery())
  const upcoming = (data ?? []).filter((event) => !hasStarted(event, now))

  return (
    <div className="list-view">
      <section aria-labelledby={headingId} className="list-view__section">
        <h2 id={headingId}>{t(m.upcomingEvents)}</h2>
        {isPending ? (
          <Spinner label={t(m.loadingEvents)} />
        ) : isError ? (
          <Notice tone="error">
            <p>{t(m.allTeamsLoadFailed)}</p>
            <Button onClick={() => void refetch()}>{t(m.tryAgain)}</Button>
          </Notice>
        ) : upcoming.length === 0 ? (
          <EmptyState
            icon={<CalendarIcon size={40} />}
            title={t(calendarNoticesMessages.noUpcoming)}
            text={t(m.allTeamsEmpty)}
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

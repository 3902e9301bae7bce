import { useSuspenseQuery } from '@tanstack/react-query'
import { calendarEventTypeLabels } from '@teamspace/domain/calendar/calendar.constants'
import { formatEventDate, formatEventTime } from '../../shared/calendar/event-dates'
import { EmptyState } from '../../ui'
import { calendarListQuery } from '../calendar'
import { PrintSheet, SheetTable } from './PrintSheet'

/** Every upcoming practice, game and team event, soonest first, at its time in its own zone. */
export function PrintSchedulePage() {
  const { data } = useSuspenseQuery(calendarListQuery())
  return (
    <PrintSheet title="Schedule">
      {data.upcoming.length === 0 ? (
        <EmptyState title="No upcoming events" text="Schedule practices and games on the calendar first." />
      ) : (
        <SheetTable label="Schedule">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">What</th>
              <th scope="col">Where</th>
            </tr>
          </thead>
          <tbody>
            {data.upcoming.map((event) => (
              <tr key={event.id}>
                <td>{formatEventDate(event.startsAt, event.timeZone)}</td>
                <td>{formatEventTime(event.startsAt, event.timeZone)}</td>
                <th scope="row">
                  <span className="print-table__type">{calendarEventTypeLabels[event.type]}</span> {event.title}
                  {event.opponent && <span> vs {event.opponent}</span>}
                </th>
                <td>{event.location}</td>
              </tr>
            ))}
          </tbody>
        </SheetTable>
      )}
    </PrintSheet>
  )
}

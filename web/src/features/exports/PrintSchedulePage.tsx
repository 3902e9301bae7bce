import { useSuspenseQuery } from '@tanstack/react-query'
import { EmptyState } from '../../ui'
import { calendarListQuery } from '../calendar'
import { PrintSheet, SheetTable } from './PrintSheet'
import { scheduleLine, timesInZone } from './print-sheets'

/** Every upcoming practice, game and team event, soonest first, at its time in the team's zone. */
export function PrintSchedulePage() {
  const { data } = useSuspenseQuery(calendarListQuery())
  return (
    <PrintSheet title="Schedule" timeZone={data.timeZone}>
      {data.upcoming.length === 0 ? (
        <EmptyState title="No upcoming events" text="Schedule practices and games on the calendar first." />
      ) : (
        <>
          <p className="print-sheet__note">{timesInZone(data.timeZone)}</p>
          <SheetTable label="Schedule">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Time</th>
                <th scope="col">Type</th>
                <th scope="col">Event</th>
                <th scope="col">Where</th>
              </tr>
            </thead>
            <tbody>
              {data.upcoming.map((event) => {
                const line = scheduleLine(event, data.timeZone)
                return (
                  <tr key={event.id}>
                    <td className="print-table__nowrap">{line.date}</td>
                    <td>
                      <span className="print-table__nowrap">{line.time}</span>
                      {line.meet && <span className="print-table__detail">{line.meet}</span>}
                    </td>
                    <td>{line.type}</td>
                    <th scope="row">{line.title}</th>
                    <td>
                      {line.place}
                      {line.address && <span className="print-table__detail">{line.address}</span>}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </SheetTable>
        </>
      )}
    </PrintSheet>
  )
}

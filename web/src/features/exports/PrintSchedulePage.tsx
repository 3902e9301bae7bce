import { useSuspenseQuery } from '@tanstack/react-query'
import { useT } from '../../i18n/use-t'
import { EmptyState } from '../../ui'
import { calendarListQuery } from '../calendar'
import { exportsPageMessages as m } from './exports.messages'
import { PrintSheet, SheetTable } from './PrintSheet'
import { scheduleLine, timesInZone } from './print-sheets'

/** Every upcoming practice, game and team event, soonest first, at its time in the team's zone. */
export function PrintSchedulePage() {
  const t = useT()
  const { data } = useSuspenseQuery(calendarListQuery())
  return (
    <PrintSheet title={t(m.schedule)} timeZone={data.timeZone}>
      {data.upcoming.length === 0 ? (
        <EmptyState title={t(m.noUpcoming)} text={t(m.noUpcomingText)} />
      ) : (
        <>
          <p className="print-sheet__note">{timesInZone(data.timeZone)}</p>
          <SheetTable label={t(m.schedule)}>
            <thead>
              <tr>
                <th scope="col">{t(m.date)}</th>
                <th scope="col">{t(m.time)}</th>
                <th scope="col">{t(m.type)}</th>
                <th scope="col">{t(m.event)}</th>
                <th scope="col">{t(m.where)}</th>
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

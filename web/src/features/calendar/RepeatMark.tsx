import type { CalendarEventSeries } from '@teamspace/domain/calendar/calendar.schemas'
import { useT } from '../../i18n/use-t'
import { calendarViewsMessages as m } from './calendar-views.messages'
import { seriesSummary } from './series-summary'

/** The mark of an occurrence of a repeating event: "↻" to the eye, "Repeats every Tuesday and Thursday" to a reader. */
export function RepeatMark({ series }: { series: Pick<CalendarEventSeries, 'weekdays' | 'interval'> }) {
  const t = useT()
  const words = t(m.repeats, { summary: seriesSummary(series, t) })
  return (
    <span className="repeat-mark" title={words}>
      <span aria-hidden="true"> ↻</span>
      <span className="visually-hidden">{` (${words})`}</span>
    </span>
  )
}

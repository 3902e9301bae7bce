import { PageLoading } from '../../app/page/page-states'
import { useT } from '../../i18n/use-t'
import { calendarViewsMessages as m } from './calendar-views.messages'

export function CalendarLoading() {
  const t = useT()
  return <PageLoading label={t(m.loadingCalendar)} />
}

import { PageLoading } from '../../app/page/page-states'

export function CalendarLoading() {
  return <PageLoading label="Loading the calendar…" />
}

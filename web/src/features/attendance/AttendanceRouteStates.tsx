import { PageLoading } from '../../app/page/page-states'

export function AttendanceLoading() {
  return <PageLoading label="Loading attendance…" />
}

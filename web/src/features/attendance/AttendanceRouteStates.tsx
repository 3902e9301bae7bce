import { PageLoading } from '../../app/page/page-states'
import { useT } from '../../i18n/use-t'
import { attendancePageMessages as m } from './attendance.messages'

export function AttendanceLoading() {
  const t = useT()
  return <PageLoading label={t(m.loading)} />
}

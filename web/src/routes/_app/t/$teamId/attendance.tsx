import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { AttendanceLoading } from '../../../../features/attendance/AttendanceRouteStates'
import { AttendancePage } from '../../../../features/attendance/AttendancePage'
import { attendanceOverviewQuery } from '../../../../features/attendance/attendance.queries'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/attendance')({
  staticData: { page: pageTitles['/attendance'] },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(attendanceOverviewQuery()),
  pendingComponent: AttendanceLoading,
  errorComponent: PageError,
  component: AttendancePage,
})

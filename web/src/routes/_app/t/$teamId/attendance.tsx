import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '../../../../app/page/page-states'
import { AttendanceLoading } from '../../../../features/attendance/AttendanceRouteStates'
import { AttendancePage } from '../../../../features/attendance/AttendancePage'
import { attendanceOverviewQuery } from '../../../../features/attendance/attendance.queries'

export const Route = createFileRoute('/_app/t/$teamId/attendance')({
  staticData: { page: { title: 'Attendance', subtitle: 'Who was at each practice and game.' } },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(attendanceOverviewQuery()),
  pendingComponent: AttendanceLoading,
  errorComponent: PageError,
  component: AttendancePage,
})

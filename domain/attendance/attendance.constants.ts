export const attendanceStatuses = ['present', 'absent', 'late', 'excused'] as const
export type AttendanceStatus = (typeof attendanceStatuses)[number]

export const attendanceStatusLabels = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  excused: 'Excused',
} as const satisfies Record<AttendanceStatus, string>

export const attendanceMessages = {
  saved: 'Attendance saved successfully!',
  saveFailed: 'Failed to save attendance. Please try again.',
  notTakingAttendance: 'This event does not take attendance.',
  noEvents: 'No attendance events yet. Schedule a game or practice with attendance on the calendar.',
} as const

export const attendanceRoutes = {
  overview: '/api/attendance',
  ofEvent: (calendarEventId: string) => `/api/attendance/${calendarEventId}`,
} as const

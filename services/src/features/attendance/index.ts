import type { AttendanceDomainEvent } from '@teamspace/domain/attendance/attendance.events'
import { defineFeature } from '../../platform/feature'
import { attendanceProjection } from './attendance.projection'
import { attendanceRoutes } from './attendance.routes'
import { attendanceHistory } from '@teamspace/domain/attendance/attendance.history'

/** Who came to each game and practice, saved a whole set at a time, and each player's rounded percentage. */
export const attendanceFeature = defineFeature<AttendanceDomainEvent>({
  name: 'attendance',
  routes: attendanceRoutes,
  erasure: {},
  projections: [attendanceProjection],
  history: attendanceHistory,
  liveTopics: { AttendanceTaken: ['attendance'] },
})

// What the coaches' exports read of the attendance.
export { attendanceRecordsByEvent, attendanceTotals } from './attendance.queries'

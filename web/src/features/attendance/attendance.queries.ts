import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { attendanceRoutes } from '@teamspace/domain/attendance/attendance.constants'
import type {
  attendanceOverviewSchema,
  eventAttendanceSchema,
  AttendanceStatus,
  EventAttendance,
} from '@teamspace/domain/attendance/attendance.schemas'
import { apiGet, apiSend, type Answer } from '../../lib/api'
import { liveKey } from '../../lib/live-keys'
import { seasonPath } from '../results'

// Everything under 'attendance', which the live socket invalidates when attendance is taken (and, for the events
// and the pre-fill, when the calendar or a family's answer changes: the server names 'attendance' in those notices too).
export const attendanceKeys = {
  all: liveKey('attendance'),
  overview: liveKey('attendance', 'overview'),
  ofEvent: (calendarEventId: string) => liveKey('attendance', 'event', calendarEventId),
}

/**
 * A season's tiles, its events that take attendance (latest first) and each player's percentage in it: the current
 * season's unless `seasonId` names a past one.
 */
export function attendanceOverviewQuery(seasonId: string | null = null) {
  return queryOptions({
    queryKey: [...attendanceKeys.overview, seasonId] as const,
    queryFn: (context) =>
      apiGet<Answer<typeof attendanceOverviewSchema>>(seasonPath(attendanceRoutes.overview, seasonId), context),
  })
}

/** One event's statuses: as saved, else from the families' answers, else present. */
export function eventAttendanceQuery(calendarEventId: string) {
  return queryOptions({
    queryKey: attendanceKeys.ofEvent(calendarEventId),
    queryFn: (context) =>
      apiGet<Answer<typeof eventAttendanceSchema>>(
        attendanceRoutes.ofEvent(encodeURIComponent(calendarEventId)),
        context,
      ),
  })
}

/** Saves an event's statuses; answers the event's attendance as saved. */
export const takeAttendance = (
  calendarEventId: string,
  records: readonly { playerId: string; status: AttendanceStatus }[],
  commandId?: string,
) =>
  apiSend<Answer<typeof eventAttendanceSchema>>(
    'PUT',
    attendanceRoutes.ofEvent(encodeURIComponent(calendarEventId)),
    { records },
    {
      commandId,
    },
  )

/**
 * Shows a set kept on the phone (without signal) as saved, until it is sent. A sent set needs none of this: its
 * answer is the event's attendance as saved, and what else it changed (the tiles, the percentages) its topics name.
 */
export function rememberAttendance(
  queryClient: QueryClient,
  calendarEventId: string,
  statuses: Readonly<Record<string, AttendanceStatus>>,
) {
  queryClient.setQueryData(
    attendanceKeys.ofEvent(calendarEventId),
    (current: EventAttendance | undefined) =>
      current && {
        ...current,
        takenAt: new Date().toISOString(),
        records: current.records.map((record) => ({
          ...record,
          status: statuses[record.playerId] ?? record.status,
          source: 'saved' as const,
        })),
      },
  )
}

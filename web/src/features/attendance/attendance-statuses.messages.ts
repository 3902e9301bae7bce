import { attendanceStatusLabels } from '@teamspace/domain/attendance/attendance.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/** Each attendance status by its name on the buttons: the spec's words (attendance.constants.ts) in English. */
export const attendanceStatusesMessages = defineMessages('attendance-statuses', attendanceStatusLabels)

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { attendanceStatusesMessages } from './attendance-statuses.messages'

export default {
  present: 'Anwesend',
  absent: 'Abwesend',
  late: 'Zu spät',
  excused: 'Entschuldigt',
} satisfies Translation<typeof attendanceStatusesMessages>

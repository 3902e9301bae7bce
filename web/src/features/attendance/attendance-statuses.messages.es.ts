import type { Translation } from '@teamspace/domain/i18n/messages'
import type { attendanceStatusesMessages } from './attendance-statuses.messages'

export default {
  present: 'Presente',
  absent: 'Ausente',
  late: 'Tarde',
  excused: 'Justificado',
} satisfies Translation<typeof attendanceStatusesMessages>

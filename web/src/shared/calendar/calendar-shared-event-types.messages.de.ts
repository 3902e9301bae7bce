import type { Translation } from '@teamspace/domain/i18n/messages'
import type { calendarEventTypesMessages } from './calendar-shared-event-types.messages'

export default {
  game: 'Spiel',
  practice: 'Training',
  event: 'Teamevent',
} satisfies Translation<typeof calendarEventTypesMessages>

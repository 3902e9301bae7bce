import type { Translation } from '@teamspace/domain/i18n/messages'
import type { calendarTypesMessages } from './calendar-types.messages'

export default {
  game: 'Spiel',
  practice: 'Training',
  event: 'Teamevent',
} satisfies Translation<typeof calendarTypesMessages>

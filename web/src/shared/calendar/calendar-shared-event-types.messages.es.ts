import type { Translation } from '@teamspace/domain/i18n/messages'
import type { calendarEventTypesMessages } from './calendar-shared-event-types.messages'

export default {
  game: 'Partido',
  practice: 'Entrenamiento',
  event: 'Evento del equipo',
} satisfies Translation<typeof calendarEventTypesMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { calendarTypesMessages } from './calendar-types.messages'

export default {
  game: 'Partido',
  practice: 'Entrenamiento',
  event: 'Evento del equipo',
} satisfies Translation<typeof calendarTypesMessages>

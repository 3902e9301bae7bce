import type { Translation } from '@teamspace/domain/i18n/messages'
import type { notificationsKindsMessages } from './notifications-kinds.messages'

export default {
  schedule: 'Cambios de horario y cancelaciones',
  news: 'Nuevas noticias',
  chat: 'Nuevos mensajes en mis chats',
  reminders: 'Recordatorios de voluntariado y disponibilidad',
  votes: 'Apertura o cierre de la votación al jugador del partido',
  match: 'Goles y resultados finales de los partidos en directo',
} satisfies Translation<typeof notificationsKindsMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { notificationsKindsMessages } from './notifications-kinds.messages'

export default {
  schedule: 'Terminänderungen und Absagen',
  news: 'Neue Team-News',
  chat: 'Neue Nachrichten in meinen Chats',
  reminders: 'Erinnerungen an Helferdienste und Zu-/Absagen',
  votes: 'Abstimmung zum Spieler des Spiels geöffnet oder beendet',
  match: 'Tore und Endstände laufender Spiele',
} satisfies Translation<typeof notificationsKindsMessages>

import { defineMessages, type Translations } from '../i18n/messages'

/** A notification of new chat messages, in the member's language. */
export const chatPushMessages = defineMessages('chatPush', {
  oneMessage: 'New message from {sender}',
  aTeamMember: 'a team member',
  messages: '{count} new messages',
})

export const chatPushTranslations: Translations<typeof chatPushMessages> = {
  de: {
    oneMessage: 'Neue Nachricht von {sender}',
    aTeamMember: 'einem Teammitglied',
    messages: '{count} neue Nachrichten',
  },
  es: {
    oneMessage: 'Nuevo mensaje de {sender}',
    aTeamMember: 'un miembro del equipo',
    messages: '{count} mensajes nuevos',
  },
}

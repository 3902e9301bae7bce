import { defineMessages, type Translations } from '../i18n/messages'

/** The availability reminder, by e-mail and as a notification: the spec's English, and each family's language. */
export const reminderMessages = defineMessages('reminders', {
  subject: 'Please answer for {who} – {event}',
  question: '{several, select, yes {Are} other {Is}} {who} coming to {event} on {when}?',
  questionAt: '{several, select, yes {Are} other {Is}} {who} coming to {event} on {when} at {place}?',
  nobodyAnswered: 'Nobody has answered for {who} yet. Please answer here: {url}',
  footer:
    'You get this e-mail as a member of {team} on Team Space. To stop availability reminders, turn them off in your profile: {url}',
  pushTitle: '{team}: Please answer',
  pushBody: 'Nobody has answered yet for {event} on {when}. Tap to answer.',
  food: 'You signed up to bring food for {event}. Please bring food that is safe for everyone:',
  foodNoAllergies: 'You signed up to bring food for {event}. No allergies have been shared in the team.',
})

export const reminderTranslations: Translations<typeof reminderMessages> = {
  de: {
    subject: 'Bitte antworte für {who} – {event}',
    question: '{several, select, yes {Kommen} other {Kommt}} {who} zu {event} am {when}?',
    questionAt: '{several, select, yes {Kommen} other {Kommt}} {who} zu {event} am {when} ({place})?',
    nobodyAnswered: 'Für {who} hat noch niemand geantwortet. Bitte antworte hier: {url}',
    footer:
      'Du bekommst diese E-Mail als Mitglied von {team} bei Team Space. Wenn du keine Erinnerungen an Zu- und Absagen mehr bekommen möchtest, schalte sie in deinem Profil aus: {url}',
    pushTitle: '{team}: Bitte antworte',
    pushBody: 'Für {event} am {when} fehlt noch eine Antwort. Tippe hier, um zu antworten.',
    food: 'Du bringst Essen zu {event} mit. Bitte bring nur mit, was alle essen dürfen:',
    foodNoAllergies: 'Du bringst Essen zu {event} mit. Im Team wurden keine Allergien geteilt.',
  },
  es: {
    subject: 'Responde por {who}, por favor – {event}',
    question: '¿{several, select, yes {Vienen} other {Viene}} {who} a {event} el {when}?',
    questionAt: '¿{several, select, yes {Vienen} other {Viene}} {who} a {event} el {when} en {place}?',
    nobodyAnswered: 'Todavía nadie ha respondido por {who}. Responde aquí: {url}',
    footer:
      'Recibes este correo como miembro de {team} en Team Space. Si ya no quieres recibir recordatorios de asistencia, desactívalos en tu perfil: {url}',
    pushTitle: '{team}: Responde, por favor',
    pushBody: 'Aún falta una respuesta para {event} el {when}. Toca para responder.',
    food: 'Te has apuntado para traer comida a {event}. Por favor, trae comida que todos puedan tomar:',
    foodNoAllergies: 'Te has apuntado para traer comida a {event}. Nadie ha compartido alergias en el equipo.',
  },
}

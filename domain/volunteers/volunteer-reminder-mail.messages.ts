import { defineMessages, type Translations } from '../i18n/messages'

/**
 * The reminder a volunteer gets the day before a need they signed up for: what, when and where, and for food the
 * team's shared allergies in the words the Volunteers page uses ("Please bring food that is safe for everyone.").
 */
export const volunteerReminderMessages = defineMessages('volunteerReminderMails', {
  subject: 'Reminder: {need}, {when}',
  signedUp: 'A reminder that you signed up for "{need}" on {when}.',
  signedUpAt: 'A reminder that you signed up for "{need}" on {when} at {place}.',
  task: 'What to do: {description}',
  bringSafeFood: 'Please bring food that is safe for everyone.',
  noneShared: 'No allergies shared in the team.',
  cannotCome: 'If you can no longer make it, withdraw or offer your slot for a swap: {url}',
  thanks: 'Thank you for helping!',
  footer:
    'You get this e-mail because you signed up to help {team} on Team Space. To stop volunteer reminders, turn them off in your profile: {url}',
})

export const volunteerReminderTranslations: Translations<typeof volunteerReminderMessages> = {
  de: {
    subject: 'Erinnerung: {need}, {when}',
    signedUp: 'Zur Erinnerung: Du hast dich für „{need}“ am {when} eingetragen.',
    signedUpAt: 'Zur Erinnerung: Du hast dich für „{need}“ am {when} ({place}) eingetragen.',
    task: 'Was zu tun ist: {description}',
    bringSafeFood: 'Bitte bring nur mit, was alle essen dürfen.',
    noneShared: 'Im Team wurden keine Allergien geteilt.',
    cannotCome: 'Falls du doch nicht kannst, trag dich aus oder biete deinen Platz zum Tausch an: {url}',
    thanks: 'Danke für deine Hilfe!',
    footer:
      'Du bekommst diese E-Mail, weil du dich bei Team Space eingetragen hast, um {team} zu helfen. Wenn du keine Erinnerungen an deine Helfereinsätze mehr bekommen möchtest, schalte sie in deinem Profil aus: {url}',
  },
  es: {
    subject: 'Recordatorio: {need}, {when}',
    signedUp: 'Te recordamos que te has apuntado a «{need}» el {when}.',
    signedUpAt: 'Te recordamos que te has apuntado a «{need}» el {when} en {place}.',
    task: 'Qué hay que hacer: {description}',
    bringSafeFood: 'Por favor, trae comida que todos puedan tomar.',
    noneShared: 'Nadie ha compartido alergias en el equipo.',
    cannotCome: 'Si al final no puedes, desapúntate u ofrece tu plaza para un cambio: {url}',
    thanks: '¡Gracias por ayudar!',
    footer:
      'Recibes este correo porque te apuntaste para ayudar a {team} en Team Space. Si no quieres más recordatorios de voluntariado, desactívalos en tu perfil: {url}',
  },
}

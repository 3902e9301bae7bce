import { defineMessages, type Translations } from '../i18n/messages'

/** The e-mail to the volunteers of a removed need: the spec's English, and each volunteer's language. */
export const volunteerMailMessages = defineMessages('volunteerMails', {
  needTitle:
    '{type, select, snacks {Snacks} setup {Setup} cleanup {Cleanup} transportation {Transportation} equipment {Equipment} other {Other}} – {event}',
  subject: 'Volunteer need removed: {need}',
  removed: '{who} removed the volunteer need "{need}" ({when}) that you had signed up for.',
  noLongerExpected: 'You are no longer expected to help with it. Thank you for offering!',
  seeMore: 'See what else the team needs: {url}',
  footer: 'You get this e-mail because you signed up to help {team} on Team Space.',
  someone: 'Someone',
})

export const volunteerMailTranslations: Translations<typeof volunteerMailMessages> = {
  de: {
    needTitle:
      '{type, select, snacks {Snacks} setup {Aufbau} cleanup {Abbau} transportation {Fahrdienst} equipment {Material} other {Sonstiges}} – {event}',
    subject: 'Helfereinsatz gestrichen: {need}',
    removed: '{who} hat den Helfereinsatz „{need}“ ({when}) gestrichen, für den du dich eingetragen hattest.',
    noLongerExpected: 'Deine Hilfe wird dafür nicht mehr gebraucht. Danke, dass du dich angeboten hast!',
    seeMore: 'Schau nach, wobei das Team sonst noch Hilfe braucht: {url}',
    footer: 'Du bekommst diese E-Mail, weil du dich bei Team Space eingetragen hast, um {team} zu helfen.',
    someone: 'Jemand',
  },
  es: {
    needTitle:
      '{type, select, snacks {Meriendas} setup {Montaje} cleanup {Recogida} transportation {Transporte} equipment {Material} other {Otros}} – {event}',
    subject: 'Tarea de voluntariado eliminada: {need}',
    removed: '{who} ha eliminado la tarea de voluntariado «{need}» ({when}) en la que te habías apuntado.',
    noLongerExpected: 'Ya no hace falta que ayudes con ella. ¡Gracias por ofrecerte!',
    seeMore: 'Mira en qué más necesita ayuda el equipo: {url}',
    footer: 'Recibes este correo porque te apuntaste para ayudar a {team} en Team Space.',
    someone: 'Alguien',
  },
}

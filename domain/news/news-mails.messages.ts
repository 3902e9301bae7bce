import { defineMessages, type Translations } from '../i18n/messages'

/** The words around a news article sent by e-mail or told by notification (the article is the coach's own words). */
export const newsSendingMessages = defineMessages('newsSending', {
  from: 'From {author}',
  readNews: 'Read the team news: {url}',
  turnOff: 'Turn news e-mails off in your profile: {url}',
  pushTitle: '{team}: News',
})

export const newsSendingTranslations: Translations<typeof newsSendingMessages> = {
  de: {
    from: 'Von {author}',
    readNews: 'Alle Neuigkeiten des Teams: {url}',
    turnOff: 'News-E-Mails kannst du in deinem Profil ausschalten: {url}',
    pushTitle: '{team}: Neuigkeiten',
  },
  es: {
    from: 'De {author}',
    readNews: 'Lee las noticias del equipo: {url}',
    turnOff: 'Puedes desactivar los correos de noticias en tu perfil: {url}',
    pushTitle: '{team}: Noticias',
  },
}

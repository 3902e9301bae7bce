import { defineMessages, type Translations } from '../i18n/messages'

/**
 * The page an unsubscribe link opens in a browser, in the language of the member the mail went to. `mails` is what
 * the link turns off, as its feature names it ("news e-mails").
 */
export const unsubscribeMessages = defineMessages('unsubscribe', {
  stopTitle: 'Stop {mails}?',
  unsubscribe: 'Unsubscribe',
  unsubscribedTitle: 'Unsubscribed',
  subscribed:
    'You get Team Space {mails} from this team. Unsubscribe to get no more of them; you can turn them on again on your profile in this team.',
  notSubscribed:
    'You get no Team Space {mails} from this team. You can turn them on again on your profile in this team.',
  done: "You will get no more Team Space {mails} from this team (your other teams' go on). You can turn them on again on your profile in this team.",
})

export const unsubscribeTranslations: Translations<typeof unsubscribeMessages> = {
  de: {
    stopTitle: '{mails} abbestellen?',
    unsubscribe: 'Abbestellen',
    unsubscribedTitle: 'Abbestellt',
    subscribed:
      'Du bekommst {mails} von Team Space aus diesem Team. Bestell sie ab, wenn du keine mehr möchtest; in deinem Profil in diesem Team kannst du sie wieder einschalten.',
    notSubscribed:
      'Du bekommst keine {mails} von Team Space aus diesem Team. In deinem Profil in diesem Team kannst du sie wieder einschalten.',
    done: 'Du bekommst keine {mails} von Team Space aus diesem Team mehr (die deiner anderen Teams kommen weiter). In deinem Profil in diesem Team kannst du sie wieder einschalten.',
  },
  es: {
    stopTitle: '¿Dejar de recibir {mails}?',
    unsubscribe: 'Darme de baja',
    unsubscribedTitle: 'Baja confirmada',
    subscribed:
      'Recibes {mails} de Team Space de este equipo. Date de baja para no recibir más; puedes volver a activarlos en tu perfil de este equipo.',
    notSubscribed:
      'No recibes {mails} de Team Space de este equipo. Puedes volver a activarlos en tu perfil de este equipo.',
    done: 'Ya no recibirás más {mails} de Team Space de este equipo (los de tus otros equipos siguen llegando). Puedes volver a activarlos en tu perfil de este equipo.',
  },
}

import { defineMessages, type Translations } from '../i18n/messages'

/** A notification of a Player of the Match voting, in the member's language. */
export const votesPushMessages = defineMessages('votesPush', {
  title: '{team}: Player of the Match',
  opened: 'Voting is open for {game}. Cast your vote!',
  closed: 'Voting for {game} has closed. See who won.',
})

export const votesPushTranslations: Translations<typeof votesPushMessages> = {
  de: {
    title: '{team}: Spieler des Spiels',
    opened: 'Die Abstimmung für {game} läuft. Gib deine Stimme ab!',
    closed: 'Die Abstimmung für {game} ist beendet. Schau, wer gewonnen hat.',
  },
  es: {
    title: '{team}: Jugador del partido',
    opened: 'La votación para {game} está abierta. ¡Vota ya!',
    closed: 'La votación para {game} se ha cerrado. Mira quién ha ganado.',
  },
}

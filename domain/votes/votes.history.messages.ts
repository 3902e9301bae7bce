import { defineMessages, type Translations } from '../i18n/messages'

/** Player-of-the-match votings in the coaches' history; never who voted for whom. */
export const votesHistoryMessages = defineMessages('votes-history', {
  label: 'Player of the match',
  game: ' for {title} on {date}',
  opened: '{actor} opened the player-of-the-match voting for {title} on {date}.',
  voted: '{actor} voted in the player-of-the-match voting for {title} on {date}.',
  votedPlain: '{actor} voted for player of the match.',
  closed: '{actor} closed the voting{game}: {winner} won with {votes, plural, one {# vote} other {# votes}}.',
  closedTie: '{actor} closed the voting{game}: {winners} won with {votes, plural, one {# vote} other {# votes}}.',
  closedNoVotes: '{actor} closed the voting{game} with no votes.',
})

export const votesHistoryTranslations: Translations<typeof votesHistoryMessages> = {
  de: {
    label: 'Spieler des Spiels',
    game: ' für {title} am {date}',
    opened: '{actor} hat die Abstimmung zum Spieler des Spiels für {title} am {date} gestartet.',
    voted: '{actor} hat bei der Abstimmung zum Spieler des Spiels für {title} am {date} abgestimmt.',
    votedPlain: '{actor} hat für den Spieler des Spiels abgestimmt.',
    closed:
      '{actor} hat die Abstimmung{game} beendet: {winner} hat mit {votes, plural, one {# Stimme} other {# Stimmen}} gewonnen.',
    closedTie:
      '{actor} hat die Abstimmung{game} beendet: {winners} haben mit je {votes, plural, one {# Stimme} other {# Stimmen}} gewonnen.',
    closedNoVotes: '{actor} hat die Abstimmung{game} ohne Stimmen beendet.',
  },
  es: {
    label: 'Jugador del partido',
    game: ' para {title} del {date}',
    opened: '{actor} abrió la votación del jugador del partido para {title} del {date}.',
    voted: '{actor} votó en la votación del jugador del partido para {title} del {date}.',
    votedPlain: '{actor} votó al jugador del partido.',
    closed: '{actor} cerró la votación{game}: ganó {winner} con {votes, plural, one {# voto} other {# votos}}.',
    closedTie:
      '{actor} cerró la votación{game}: ganaron {winners} con {votes, plural, one {# voto} other {# votos}} cada uno.',
    closedNoVotes: '{actor} cerró la votación{game} sin votos.',
  },
}

import { defineMessages, type Translations } from '../i18n/messages'

/** Game day in the coaches' history: the team's setting and each live match's whistles, goals and substitutions. */
export const gamedayHistoryMessages = defineMessages('gameday-history', {
  label: 'Game day',
  settingChosen: '{actor} set the team’s format to {format} with halves of {minutes} minutes.',
  kickedOff: '{actor} kicked off the match{event}.',
  secondHalf: '{actor} kicked off the second half{event}.',
  halfTime: '{actor} called half time{event}.',
  fullTime: '{actor} called full time{event}.',
  goal: '{actor} recorded a goal by {scorer}{assist}{event}.',
  assist: ' (assist: {player})',
  ownGoal: '{actor} recorded an own goal by the opponent, counted for us{event}.',
  theirGoal: '{actor} recorded a goal for the opponent{event}.',
  undone: '{actor} took back the last goal{event}.',
  substitution: '{actor} brought on {playerIn} for {playerOut}{event}.',
})

export const gamedayHistoryTranslations: Translations<typeof gamedayHistoryMessages> = {
  de: {
    label: 'Spieltag',
    settingChosen: '{actor} hat das Spielformat auf {format} mit Halbzeiten von {minutes} Minuten gestellt.',
    kickedOff: '{actor} hat das Spiel{event} angepfiffen.',
    secondHalf: '{actor} hat die zweite Halbzeit{event} angepfiffen.',
    halfTime: '{actor} hat{event} zur Halbzeit gepfiffen.',
    fullTime: '{actor} hat das Spiel{event} abgepfiffen.',
    goal: '{actor} hat ein Tor von {scorer}{assist}{event} eingetragen.',
    assist: ' (Vorlage: {player})',
    ownGoal: '{actor} hat ein Eigentor des Gegners{event} eingetragen, das für uns zählt.',
    theirGoal: '{actor} hat ein Tor des Gegners{event} eingetragen.',
    undone: '{actor} hat das letzte Tor{event} zurückgenommen.',
    substitution: '{actor} hat {playerIn} für {playerOut}{event} eingewechselt.',
  },
  es: {
    label: 'Día de partido',
    settingChosen: '{actor} fijó el formato del equipo en {format} con tiempos de {minutes} minutos.',
    kickedOff: '{actor} dio el pitido inicial del partido{event}.',
    secondHalf: '{actor} dio comienzo al segundo tiempo{event}.',
    halfTime: '{actor} pitó el descanso{event}.',
    fullTime: '{actor} pitó el final del partido{event}.',
    goal: '{actor} registró un gol de {scorer}{assist}{event}.',
    assist: ' (asistencia: {player})',
    ownGoal: '{actor} registró un gol en propia puerta del rival, que cuenta para nosotros{event}.',
    theirGoal: '{actor} registró un gol del rival{event}.',
    undone: '{actor} anuló el último gol{event}.',
    substitution: '{actor} hizo entrar a {playerIn} por {playerOut}{event}.',
  },
}

import { defineMessages, type Translations } from '../i18n/messages'

/** Results and seasons in the coaches' history. */
export const resultsHistoryMessages = defineMessages('results-history', {
  label: 'Results and seasons',
  recorded: '{actor} recorded the result {score}{against}{event}{scorers}.',
  corrected: '{actor} corrected the result{against}{event}{from} to {score}{scorers}.',
  against: ' against {opponent}',
  from: ' from {score}',
  scorers: ' ({scorers})',
  scorerGoals: '{player} {goals}',
  seasonStarted: '{actor} started the season {name} ({from} to {to}).',
  seasonCorrected: '{actor} corrected the season {name} ({from} to {to}).',
  seasonRemoved: '{actor} removed the season {name}, which had nothing recorded in it.',
})

export const resultsHistoryTranslations: Translations<typeof resultsHistoryMessages> = {
  de: {
    label: 'Ergebnisse und Saisons',
    recorded: '{actor} hat das Ergebnis {score}{against}{event} eingetragen{scorers}.',
    corrected: '{actor} hat das Ergebnis{against}{event}{from} auf {score} korrigiert{scorers}.',
    against: ' gegen {opponent}',
    from: ' von {score}',
    scorers: ' (Tore: {scorers})',
    scorerGoals: '{player} {goals}',
    seasonStarted: '{actor} hat die Saison {name} angelegt ({from} bis {to}).',
    seasonCorrected: '{actor} hat die Saison {name} korrigiert ({from} bis {to}).',
    seasonRemoved: '{actor} hat die Saison {name} gelöscht, in der nichts eingetragen war.',
  },
  es: {
    label: 'Resultados y temporadas',
    recorded: '{actor} registró el resultado {score}{against}{event}{scorers}.',
    corrected: '{actor} corrigió el resultado{against}{event}{from} a {score}{scorers}.',
    against: ' contra {opponent}',
    from: ' de {score}',
    scorers: ' (goles: {scorers})',
    scorerGoals: '{player} {goals}',
    seasonStarted: '{actor} creó la temporada {name} (del {from} al {to}).',
    seasonCorrected: '{actor} corrigió la temporada {name} (del {from} al {to}).',
    seasonRemoved: '{actor} eliminó la temporada {name}, que no tenía nada registrado.',
  },
}

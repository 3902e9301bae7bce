import { defineMessages, type Translations } from '../i18n/messages'

/** Stat lines in the coaches' history. */
export const statsHistoryMessages = defineMessages('stats-history', {
  label: 'Statistics',
  game: '{hasOpponent, select, yes {the game against {opponent} on {date}} other {the game on {date}}}',
  summary: ' ({items})',
  count:
    '{stat, select, goals {{n, plural, one {# goal} other {# goals}}} assists {{n, plural, one {# assist} other {# assists}}} yellowCards {{n, plural, one {# yellow card} other {# yellow cards}}} redCards {{n, plural, one {# red card} other {# red cards}}} other {{n, plural, one {# save} other {# saves}}}}',
  recorded: '{actor} recorded {owner} stats for {game}{summary}.',
  corrected: '{actor} corrected {owner} stats for {game}: {changes}.',
  correctedPlain: '{actor} corrected {owner} stats for {game}.',
  voided: '{actor} voided {owner} stats.',
  voidedFor: '{actor} voided {owner} stats for {game}.',
  changeStat:
    '{stat, select, minutesPlayed {minutes played} goals {goals} assists {assists} yellowCards {yellow cards} redCards {red cards} other {saves}} from {before} to {after}',
  changeDate: 'the date from {before} to {after}',
  changeOpponent: 'the opponent from {before} to {after}',
  changeKeyPlays: 'the key plays',
  none: 'none',
})

export const statsHistoryTranslations: Translations<typeof statsHistoryMessages> = {
  de: {
    label: 'Statistik',
    game: '{hasOpponent, select, yes {das Spiel gegen {opponent} am {date}} other {das Spiel am {date}}}',
    summary: ' ({items})',
    count:
      '{stat, select, goals {{n, plural, one {# Tor} other {# Tore}}} assists {{n, plural, one {# Vorlage} other {# Vorlagen}}} yellowCards {{n, plural, one {# Gelbe Karte} other {# Gelbe Karten}}} redCards {{n, plural, one {# Rote Karte} other {# Rote Karten}}} other {{n, plural, one {# Parade} other {# Paraden}}}}',
    recorded: '{actor} hat die Statistik {owner} für {game} eingetragen{summary}.',
    corrected: '{actor} hat die Statistik {owner} für {game} korrigiert: {changes}.',
    correctedPlain: '{actor} hat die Statistik {owner} für {game} korrigiert.',
    voided: '{actor} hat die Statistik {owner} gestrichen.',
    voidedFor: '{actor} hat die Statistik {owner} für {game} gestrichen.',
    changeStat:
      '{stat, select, minutesPlayed {Spielminuten} goals {Tore} assists {Vorlagen} yellowCards {Gelbe Karten} redCards {Rote Karten} other {Paraden}} von {before} auf {after}',
    changeDate: 'Datum von {before} auf {after}',
    changeOpponent: 'Gegner von {before} auf {after}',
    changeKeyPlays: 'Schlüsselszenen',
    none: 'keine Angabe',
  },
  es: {
    label: 'Estadísticas',
    game: '{hasOpponent, select, yes {el partido contra {opponent} del {date}} other {el partido del {date}}}',
    summary: ' ({items})',
    count:
      '{stat, select, goals {{n, plural, one {# gol} other {# goles}}} assists {{n, plural, one {# asistencia} other {# asistencias}}} yellowCards {{n, plural, one {# tarjeta amarilla} other {# tarjetas amarillas}}} redCards {{n, plural, one {# tarjeta roja} other {# tarjetas rojas}}} other {{n, plural, one {# parada} other {# paradas}}}}',
    recorded: '{actor} registró las estadísticas {owner} para {game}{summary}.',
    corrected: '{actor} corrigió las estadísticas {owner} para {game}: {changes}.',
    correctedPlain: '{actor} corrigió las estadísticas {owner} para {game}.',
    voided: '{actor} anuló las estadísticas {owner}.',
    voidedFor: '{actor} anuló las estadísticas {owner} para {game}.',
    changeStat:
      '{stat, select, minutesPlayed {los minutos jugados} goals {los goles} assists {las asistencias} yellowCards {las tarjetas amarillas} redCards {las tarjetas rojas} other {las paradas}} de {before} a {after}',
    changeDate: 'la fecha de {before} a {after}',
    changeOpponent: 'el rival de {before} a {after}',
    changeKeyPlays: 'las jugadas clave',
    none: 'ninguno',
  },
}

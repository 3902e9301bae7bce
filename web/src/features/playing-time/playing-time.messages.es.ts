import type { Translation } from '@teamspace/domain/i18n/messages'
import type { playingTimeWords } from './playing-time.messages'

export default {
  minutesPlayed: 'Minutos jugados',
  yourChildMinutes: 'Minutos de tu hijo/a',
  loadingMinutes: 'Cargando los minutos jugados…',
  minutesLoadFailed: 'No se pudieron cargar los minutos jugados.',
  tryAgain: 'Reintentar',
  noLineup: 'Este partido no tiene alineación: los minutos se cuentan desde los titulares.',
  noChildInGame: 'Tu hijo/a no está en la alineación de este partido.',
  minutes: '{minutes} min',
  starter: 'Titular',
  fillStatSheet: 'Rellenar la hoja de estadísticas',
  statSheetHint: 'Se abre con los goles, asistencias y minutos del partido, para que los revises y guardes.',
  statSheetRecorded: 'Las estadísticas de este partido están guardadas.',
  loadingStatSheet: 'Cargando la hoja de estadísticas del partido…',
  statSheetLoadFailed: 'No se pudo cargar la hoja de estadísticas del partido.',
  statSheetNotYet: 'La hoja de estadísticas se rellena con el partido después del pitido final.',
  fairPlay: 'Minutos justos',
  fairPlayHint:
    'Temporada hasta hoy: la parte de los minutos que cada niño/a jugó de los que estaba disponible (su familia respondió «Va»).',
  fairPlaySeason: '{season} · {games, plural, one {# partido jugado} other {# partidos jugados}}',
  flagBelow: 'Marcar por debajo de',
  percent: '{percent} %',
  shareOf: '{played} min jugados · {available} min disponible',
  notAvailable: 'Aún no estuvo disponible en ningún partido',
  below: 'Por debajo del {percent} %',
  loadingFairPlay: 'Cargando los minutos de la temporada…',
  fairPlayLoadFailed: 'No se pudieron cargar los minutos de la temporada.',
  noGamesYet: 'Aún no se ha jugado ningún partido de esta temporada hasta el pitido final.',
  playedLeast: 'Menos minutos:',
  playedLeastPlayer: '{name} ({minutes} min)',
} satisfies Translation<typeof playingTimeWords>

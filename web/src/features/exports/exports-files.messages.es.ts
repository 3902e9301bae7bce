import type { Translation } from '@teamspace/domain/i18n/messages'
import type { exportsFilesMessages } from './exports-files.messages'

export default {
  roster: 'Plantilla',
  rosterText: 'Jugadores con dorsal, posición y los nombres, teléfonos y correos de sus padres.',
  statsTotals: 'Estadísticas de la temporada',
  statsTotalsText:
    'Los totales de cada jugador: partidos, minutos, goles, asistencias, tarjetas, paradas y porterías a cero.',
  statsGames: 'Estadísticas por partido',
  statsGamesText: 'Una línea por jugador y partido, tal como se registró.',
  attendancePlayers: 'Asistencia por jugador',
  attendancePlayersText: 'A cuántos de los entrenamientos y partidos registrados asistió cada jugador, en porcentaje.',
  attendanceEvents: 'Asistencia por evento',
  attendanceEventsText:
    'Para cada entrenamiento y partido con asistencia: quién estuvo presente, llegó tarde, justificó la ausencia o faltó.',
  volunteers: 'Inscripciones de voluntarios',
  volunteersText: 'Cada tarea de voluntarios con su evento y quién se apuntó.',
} satisfies Translation<typeof exportsFilesMessages>

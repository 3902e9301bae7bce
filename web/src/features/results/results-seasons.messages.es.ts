import type { Translation } from '@teamspace/domain/i18n/messages'
import type { resultsSeasonsMessages } from './results-seasons.messages'

export default {
  season: 'Temporada',
  firstSeason: 'Primera temporada',
  current: '{season} (actual)',
  upcoming: '{season} (próxima)',
  dates: 'Del {start} al {end}',
  until: 'hasta el {end}',
  startNewSeason: 'Empezar nueva temporada',
  startConfirm:
    '¿Empezar una nueva temporada? La temporada actual se cierra: su balance y sus estadísticas se pueden seguir viendo y la plantilla se mantiene. Se cierra «{season}».',
  startSeason: 'Empezar temporada',
  startFailed: 'No se pudo empezar la temporada. Inténtalo de nuevo.',
  editSeason: 'Editar temporada',
  editDescription:
    'Corrige el nombre o las fechas de la temporada. Si ya tiene partidos, resultados o estadísticas, no se puede cambiar.',
  saveSeason: 'Guardar temporada',
  correctFailed: 'No se pudo guardar la temporada. Inténtalo de nuevo.',
  removeSeason: 'Eliminar temporada',
  removeConfirm: '¿Eliminar esta temporada? La anterior vuelve a ser la temporada actual. Se elimina «{season}».',
  removeFailed: 'No se pudo eliminar la temporada. Inténtalo de nuevo.',
  seasonName: 'Nombre de la temporada',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
} satisfies Translation<typeof resultsSeasonsMessages>

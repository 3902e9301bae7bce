import type { Translation } from '@teamspace/domain/i18n/messages'
import type { historyActivityMessages } from './history-activity.messages'

export default {
  filterActivity: 'Filtrar la actividad',
  feature: 'Sección',
  allFeatures: 'Todas las secciones',
  person: 'Persona',
  everyone: 'Todos',
  from: 'Desde',
  to: 'Hasta',
  clearFilters: 'Quitar filtros',
  loading: 'Cargando la actividad…',
  noActivity: 'Aún no hay actividad',
  tryOtherFilters: 'Prueba otros filtros o quítalos.',
  appearsHere: 'Lo que hace el equipo aparece aquí al momento.',
  loadMore: 'Cargar más',
  player: 'este jugador',
  calendarEvent: 'este evento del calendario',
  statLine: 'esta línea de estadísticas',
  voting: 'esta votación',
  volunteerNeed: 'esta necesidad de voluntarios',
  newsArticle: 'este artículo',
  gameResult: 'este resultado',
  lineup: 'esta alineación',
} satisfies Translation<typeof historyActivityMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { dashboardActionsMessages } from './dashboard-actions.messages'

export default {
  managePlayers: 'Gestionar jugadores',
  managePlayersText: 'Añade jugadores y mantén la plantilla al día',
  trackStats: 'Registrar estadísticas',
  trackStatsText: 'Apunta goles, asistencias y paradas después de cada partido',
  postNews: 'Publicar noticias',
  postNewsText: 'Comparte avisos con las familias',
  scheduleEvents: 'Programar eventos',
  scheduleEventsText: 'Planifica partidos, entrenamientos y eventos del equipo',
  viewPlayers: 'Ver jugadores',
  viewPlayersText: 'La plantilla y la temporada de cada jugador',
  viewStats: 'Ver estadísticas',
  viewStatsText: 'Los líderes del equipo y los números de cada partido',
  photoGallery: 'Galería de fotos',
  photoGalleryText: 'Fotos de partidos y entrenamientos',
  teamCalendar: 'Calendario del equipo',
  teamCalendarText: 'Cuándo y dónde son los próximos partidos',
} satisfies Translation<typeof dashboardActionsMessages>

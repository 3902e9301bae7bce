import type { Translation } from '@teamspace/domain/i18n/messages'
import type { historySharedMessages } from './history-shared.messages'

export default {
  history: 'Historial',
  historyOf: 'Historial de {label}',
  historyTitle: 'Historial: {label}',
  historyDescription: 'Cada cambio, quién lo hizo y cuándo, lo más reciente primero.',
  close: 'Cerrar',
  loading: 'Cargando el historial…',
  loadFailed: 'No se pudo cargar el historial. Inténtalo de nuevo.',
  empty: 'Ninguna actividad coincide con estos filtros.',
  itemEmpty: 'Todavía no ha pasado nada con este elemento.',
  viewingAsOf:
    '{what, select, roster {Plantilla} statistics {Estadísticas} calendar {Calendario} other {{text}}} a fecha de {day} — solo lectura',
  backToNow: 'Volver a hoy',
  viewPastDay: 'Ver un día anterior',
  viewAsOf: 'Ver a fecha de',
  show: 'Mostrar',
} satisfies Translation<typeof historySharedMessages>

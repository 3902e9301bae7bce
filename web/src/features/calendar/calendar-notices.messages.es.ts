import type { Translation } from '@teamspace/domain/i18n/messages'
import type { calendarNoticesMessages } from './calendar-notices.messages'

export default {
  noUpcoming: 'No hay eventos próximos',
  confirmDelete: '¿Seguro que quieres borrar este evento? No se puede deshacer.',
  deleteFailed: 'No se pudo borrar el evento. Inténtalo de nuevo.',
  saveFailed: 'No se pudo guardar el evento. Inténtalo de nuevo.',
  notFound: 'Este evento ya no existe.',
  pastLocked: 'Los eventos pasados no se pueden editar ni borrar.',
  changedMeanwhile: 'Otra persona ha cambiado este evento mientras tanto. Revísalo y vuelve a guardarlo.',
  datePast: 'La fecha del evento no puede ser pasada',
  historyLoadFailed: 'No se pudo cargar el historial. Inténtalo de nuevo.',
} satisfies Translation<typeof calendarNoticesMessages>

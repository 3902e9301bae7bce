import type { Translation } from '@teamspace/domain/i18n/messages'
import type { remindersMessages } from './reminders.messages'

export default {
  settingTitle: 'Recordatorios de disponibilidad',
  loadingSetting: 'Cargando el ajuste de recordatorios…',
  settingLoadFailed: 'No se pudo cargar el ajuste de recordatorios.',
  tryAgain: 'Reintentar',
  remindLabel: 'Recordar a las familias que no han respondido',
  settingHint:
    'Antes de cada partido y entrenamiento, las familias de los niños por los que nadie ha respondido reciben un recordatorio.',
  settingSaved: 'Ajuste de recordatorios guardado.',
  settingSaveFailed: 'No se pudo guardar el ajuste. Inténtalo de nuevo.',
  reminders: 'Recordatorios',
  remindButton: 'Recordar a quienes no han respondido',
  reminded:
    'Se ha avisado a las familias de {children, plural, one {# niño} other {# niños}} ({members, plural, one {# miembro} other {# miembros}}).',
  remindFailed: 'No se pudo enviar el recordatorio. Inténtalo de nuevo.',
  everyoneAnswered: 'Todos han respondido.',
  notAnswered: '{count, plural, one {# niño sin respuesta} other {# niños sin respuesta}}',
  notAnsweredNoneLinked:
    '{count, plural, one {# niño sin respuesta (sin familia vinculada)} other {# niños sin respuesta (ninguno tiene familia vinculada)}}',
  notAnsweredSomeUnlinked:
    '{count, plural, one {# niño sin respuesta} other {# niños sin respuesta}} ({unlinked, plural, one {# no tiene} other {# no tienen}} familia vinculada)',
  nobodyToRemind: 'nadie a quien avisar',
  willBeReminded: '{count, plural, one {se avisará a # familiar} other {se avisará a # familiares}}',
  seenBy: 'Visto por {seen} de {total}',
  thisOne: '{type, select, game {Este partido} practice {Este entrenamiento} other {Este evento}}',
  named:
    '{type, select, game {El partido «{title}»} practice {El entrenamiento «{title}»} other {El evento «{title}»}}',
  moved: '{what} se ha cambiado al {when} (antes: {before}).',
  relocated: '{what} ahora es en {place} (antes: {previous}).',
  movedAndRelocated: '{what} se ha cambiado al {when} (antes: {before}) y ahora es en {place} (antes: {previous}).',
  changed: '{what} ha cambiado.',
  noPlace: 'sin lugar indicado',
  gotIt: 'Entendido',
  gotItWaiting: 'Entendido · esperando conexión',
  keptGotIt: '«Entendido» – {event}',
  aScheduleChange: 'un cambio de horario',
  gotItFailed: 'No se pudo guardar. Inténtalo de nuevo.',
  seenMoved: 'Movido',
  seenRelocated: 'Cambio de lugar',
  notYet: 'Aún no: {names}',
} satisfies Translation<typeof remindersMessages>

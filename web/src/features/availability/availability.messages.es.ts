import type { Translation } from '@teamspace/domain/i18n/messages'
import type { availabilityPanelMessages } from './availability.messages'

export default {
  title: 'Disponibilidad',
  notKeptOffline: 'Quién viene no se guardó en este móvil. Se cargará cuando vuelvas a tener conexión.',
  loading: 'Cargando la disponibilidad…',
  loadFailed: 'No se pudo cargar quién viene.',
  tryAgain: 'Reintentar',
  familiesAnswer: 'Aquí cada familia responde por sus propios hijos.',
  notOpen: 'Solo se puede responder para los próximos partidos y entrenamientos.',
  answersSoFar: 'Respuestas hasta ahora',
  group: '{label} ({count})',
  going: '{count, plural, one {# va} other {# van}}',
  maybe: '{count} quizás',
  notGoing: '{count, plural, one {# no va} other {# no van}}',
  noAnswer: '{count} sin respuesta',
  isComing: '¿Viene {name}?',
  note: 'Nota para los entrenadores (opcional)',
  saveNote: 'Guardar nota',
  waiting: 'Esperando conexión',
  noteSaved: '✓ Nota guardada',
  saved: '✓ Guardado',
  saveFailed: 'No se pudo guardar la disponibilidad. Inténtalo de nuevo.',
  kept: '{answer} para {name} – {event}',
} satisfies Translation<typeof availabilityPanelMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { profileMailsMessages } from './profile-mails.messages'

export default {
  scheduleTitle: 'Correos de cambios de horario',
  scheduleLabel: 'Avísame por correo cuando un evento de los próximos 14 días cambie de hora o de lugar, o se cancele',
  scheduleHint: 'Varios cambios en pocos minutos llegan en un solo correo.',
  newsTitle: 'Noticias por correo',
  newsLabel: 'Envíame por correo las noticias que un entrenador mande al equipo',
  newsHint: 'Los entrenadores eligen qué artículos se envían por correo; cada uno llega una sola vez.',
  reminderTitle: 'Correos de recordatorio de disponibilidad',
  reminderLabel: 'Avísame por correo si nadie ha respondido por mi hijo/a antes de un partido o entrenamiento',
  reminderHint: 'Un correo por evento, a la hora que eligió el equipo, y cuando un entrenador lo recuerda a mano.',
  volunteerReminderTitle: 'Correos de recordatorio de voluntariado',
  volunteerReminderLabel: 'Envíame un correo el día antes de una tarea de voluntariado en la que me apunté',
  volunteerReminderHint: 'Qué, cuándo y dónde, y si es comida, las alergias compartidas en el equipo.',
  saved: '¡Perfil actualizado!',
  saveFailed: 'No se pudo actualizar el perfil. Vuelve a intentarlo.',
  perTeam: 'En {teamName}: cada uno de tus equipos tiene su propio ajuste.',
  loading: 'Cargando tus ajustes de correo…',
} satisfies Translation<typeof profileMailsMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { teamSettingsMessages } from './team-settings.messages'

export default {
  detailsTitle: 'Datos del equipo',
  teamName: 'Nombre del equipo',
  ageGroup: 'Categoría',
  timeZone: 'Zona horaria',
  timeZoneHint: 'Las horas de entrenamientos y partidos se muestran en esta zona horaria.',
  language: 'Idioma del equipo',
  languageHint:
    'Para los nuevos miembros cuyo móvil no usa ninguno de los idiomas de la app, y para los correos y avisos a quien no haya elegido uno.',
  saved: 'Ajustes del equipo guardados.',
  saveChanges: 'Guardar cambios',
  saveFailed: 'No se pudieron guardar los ajustes del equipo. Vuelve a intentarlo.',
  membersTitle: 'Miembros ({count})',
  removeTitle: '¿Quitar a {name} del equipo?',
  removeThisMember: '¿Quitar a este miembro del equipo?',
  removeDescription:
    'Ya no podrá iniciar sesión en el espacio del equipo. No se puede deshacer; para volver necesitará una nueva invitación.',
  removeConfirm: 'Quitar miembro',
  removeFailed: 'No se pudo quitar al miembro. Vuelve a intentarlo.',
  you: 'Tú',
  joined: 'Se unió el {date}',
  roleFor: 'Rol de {name}',
  remove: 'Quitar',
  changeRoleFailed: 'No se pudo cambiar el rol. Vuelve a intentarlo.',
} satisfies Translation<typeof teamSettingsMessages>

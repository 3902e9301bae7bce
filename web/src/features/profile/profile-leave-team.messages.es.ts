import type { Translation } from '@teamspace/domain/i18n/messages'
import type { profileLeaveTeamMessages } from './profile-leave-team.messages'

export default {
  action: 'Salir de {teamName}',
  confirmTitle: '¿Salir de {teamName}?',
  explanation:
    'Dejas de ser miembro de este equipo: ya no lo ves y sus miembros ya no te ven en su directorio. Tu cuenta y tus otros equipos se mantienen. Lo que escribiste o registraste para el equipo se conserva, atribuido a «Antiguo miembro».',
  confirm: 'Salir del equipo',
  failed: 'No se pudo salir del equipo. Vuelve a intentarlo.',
  onlyTeam: 'Este es tu único equipo. Para salir, elimina tu cuenta (Perfil → Eliminar mi cuenta).',
  intro:
    'Deja de ser miembro de {teamName}. Tu cuenta y {others, plural, one {tu otro equipo} other {tus otros equipos}} se mantienen.',
} satisfies Translation<typeof profileLeaveTeamMessages>

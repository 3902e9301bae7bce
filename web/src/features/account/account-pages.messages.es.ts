import type { Translation } from '@teamspace/domain/i18n/messages'
import type { accountPagesMessages } from './account-pages.messages'

export default {
  joinAnotherTeam: 'Unirse a otro equipo',
  alreadyMember: 'Ya eres miembro de {teamName}.',
  goTo: 'Ir a {teamName}',
  joinTeam: 'Unirse al equipo',
  notNow: 'Ahora no, volver a {teamName}',
  createAnotherTeam: 'Crear otro equipo',
  coachAndTimeZone: 'Serás su entrenador. Su calendario usa la zona horaria de este dispositivo ({timeZone}).',
  createTeam: 'Crear equipo',
  chooseNewPassword: 'Elige una nueva contraseña',
  signedInOnceSaved: 'Iniciarás sesión en cuanto se guarde.',
  saveNewPassword: 'Guardar nueva contraseña',
  requestNewLink: 'Pedir un nuevo enlace',
  backToSignIn: 'Volver a iniciar sesión',
} satisfies Translation<typeof accountPagesMessages>

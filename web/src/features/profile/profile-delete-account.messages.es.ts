import type { Translation } from '@teamspace/domain/i18n/messages'
import type { profileDeleteAccountMessages } from './profile-delete-account.messages'

export default {
  title: 'Eliminar mi cuenta',
  goes: 'Tu nombre, correo electrónico, teléfono, dirección y contacto de emergencia, tu contraseña y el inicio de sesión con Google, el enlace de tu calendario, tus ajustes de correo y tu pertenencia a todos tus equipos se eliminan para siempre, y se cierra tu sesión en todas partes.',
  stays:
    'Lo que escribiste o registraste para el equipo (artículos, eventos, estadísticas, votos, inscripciones) se conserva, atribuido a «Antiguo miembro».',
  confirm: 'Eliminar mi cuenta',
  failed: 'No se pudo eliminar tu cuenta. Vuelve a intentarlo.',
  passwordLabel: 'Tu contraseña',
  emailLabel: 'Escribe tu correo electrónico para confirmar',
  intro: 'Sal de todos tus equipos y elimina todo lo que Team Space guarda sobre ti. No se puede deshacer.',
  confirmTitle: '¿Eliminar tu cuenta?',
  whatGoes: 'Qué se elimina:',
  whatStays: 'Qué se conserva:',
  cannotBeUndone: 'No se puede deshacer.',
} satisfies Translation<typeof profileDeleteAccountMessages>

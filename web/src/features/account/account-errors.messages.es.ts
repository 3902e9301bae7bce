import type { Translation } from '@teamspace/domain/i18n/messages'
import type { accountErrorsMessages } from './account-errors.messages'

export default {
  'invalid-credential': 'Correo o contraseña incorrectos. Revisa tus datos.',
  'email-already-in-use': 'Ya existe una cuenta con este correo. Prueba a iniciar sesión.',
  'too-many-requests': 'Demasiados intentos fallidos. Espera un momento y vuelve a intentarlo.',
  'invalid-email': 'Introduce un correo electrónico válido.',
  'weak-password': 'La contraseña es demasiado débil. Elige una más segura.',
  'network-request-failed': 'Error de red. Revisa tu conexión y vuelve a intentarlo.',
  'permission-denied': 'Hubo un problema de configuración. Ponte en contacto con soporte.',
  'invalid-invite': 'Este enlace de invitación no es válido o ha caducado. Pide uno nuevo.',
  'coach-invite-required':
    'Solo una invitación de un entrenador puede hacerte entrenador. Elige Padre/Madre o pide a tu entrenador una invitación de entrenador.',
  'invite-required':
    'Necesitas un código de invitación para unirte a un equipo. Para empezar uno nuevo, crea un equipo.',
  'already-member': 'Ya eres miembro de este equipo.',
  'invalid-reset-token': 'Este enlace para restablecer no es válido o ha caducado. Pide uno nuevo.',
  'reset-sent': 'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.',
  'password-changed': 'Tu contraseña se ha cambiado.',
  fallback: 'No se pudo iniciar sesión. Vuelve a intentarlo.',
} satisfies Translation<typeof accountErrorsMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { profileMessages } from './profile.messages'

export default {
  detailsTitle: 'Tus datos',
  name: 'Nombre',
  email: 'Correo electrónico',
  emailHint: 'La dirección con la que inicias sesión.',
  phone: 'Teléfono',
  shownAs: 'Se muestra como {phone}',
  address: 'Dirección',
  emergencyContact: 'Contacto de emergencia',
  emergencyPhone: 'Teléfono de emergencia',
  saved: '¡Perfil actualizado!',
  saveFailed: 'No se pudo actualizar el perfil. Vuelve a intentarlo.',
  saveProfile: 'Guardar perfil',
  privacy: 'Privacidad',
  privacyHint:
    'En {teamName}: elige qué ven otras familias en el directorio del equipo. Cada uno de tus equipos tiene sus propias opciones. Los entrenadores siempre ven tus datos de contacto y tu contacto de emergencia para poder localizarte.',
  showPhone: 'Mostrar mi teléfono',
  showEmail: 'Mostrar mi correo',
  showAddress: 'Mostrar mi dirección',
  passwordTitle: 'Contraseña',
  googlePassword: 'Inicias sesión con Google, así que no tienes contraseña de Team Space que cambiar.',
  changePassword: 'Cambiar contraseña',
  changePasswordIntro: 'Aquí sigues con la sesión iniciada; en los demás dispositivos se cerrará.',
  currentPassword: 'Contraseña actual',
} satisfies Translation<typeof profileMessages>

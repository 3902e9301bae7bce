import type { Translation } from '@teamspace/domain/i18n/messages'
import type { photoConsentMessages } from './photo-consent.messages'

export default {
  intro: 'Las fotos en las que sale tu hijo o hija solo aparecen en la galería del equipo con tu permiso.',
  photos: 'Fotos en la galería del equipo',
  none: 'Sin fotos',
  notAnswered: 'Sin respuesta todavía',
  teamDefault: 'Para niños sin respuesta',
  defaultAsk: 'Preguntar primero a las familias (sin fotos hasta que digan que sí)',
  defaultPhotos: 'Fotos en la galería del equipo',
  coachIntro:
    'Cada familia decide. Una foto que nombra a un niño sin permiso queda retenida: solo la ven los entrenadores y quien la subió.',
  noChildren:
    'Todavía no hay ningún hijo tuyo en la plantilla. Pide a un entrenador que añada tu correo electrónico a tu hijo o hija.',
  saved: 'Guardado.',
  saveFailed: 'No se pudo guardar el permiso de fotos. Inténtalo de nuevo.',
  kept: 'Permiso de fotos de {name}: {consent}',
  consentOf: 'Permiso de fotos de {name}',

  whoIsIn: '¿Quién sale en esta foto?',
  whoIsInHint:
    'Elige a los jugadores de la plantilla. La foto de un niño sin permiso de fotos espera hasta que la familia lo acepte.',
  noPlayers: 'Todavía no hay jugadores en la plantilla.',
  playersIn: 'En esta foto',
  held: 'Retenida',
  heldTitle: 'Retenida: solo la ven los entrenadores y quien la subió',
  heldWhy: 'Esperando el permiso de fotos de {names}.',
  editPlayers: 'Cambiar quién sale',
  savePlayers: 'Guardar',
  cancel: 'Cancelar',
  playersSaveFailed: 'No se pudo guardar quién sale en esta foto. Inténtalo de nuevo.',
  blur: 'Difuminar una zona',
  blurHint: 'Arrastra sobre la parte de la foto que quieres difuminar, por ejemplo una cara.',
  blurApply: 'Difuminar esta zona',
  blurring: 'Difuminando…',
  blurFailed: 'No se pudo difuminar la foto. Inténtalo de nuevo.',
  blurRegion: 'Zona a difuminar',
} satisfies Translation<typeof photoConsentMessages>

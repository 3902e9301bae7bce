import type { Translation } from '@teamspace/domain/i18n/messages'
import type { accountGoogleMessages } from './account-google.messages'

export default {
  'popup-closed-by-user': 'Se canceló el inicio de sesión. Vuelve a intentarlo.',
  'popup-blocked': 'Se bloqueó la ventana emergente. Permite las ventanas emergentes y vuelve a intentarlo.',
  'not-configured': 'El inicio de sesión con Google no está configurado en este sitio.',
  fallback: 'No se pudo iniciar sesión con Google. Vuelve a intentarlo.',
} satisfies Translation<typeof accountGoogleMessages>

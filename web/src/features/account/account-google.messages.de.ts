import type { Translation } from '@teamspace/domain/i18n/messages'
import type { accountGoogleMessages } from './account-google.messages'

export default {
  'popup-closed-by-user': 'Die Anmeldung wurde abgebrochen. Bitte versuch es noch einmal.',
  'popup-blocked': 'Das Pop-up wurde blockiert. Bitte erlaube Pop-ups und versuch es noch einmal.',
  'not-configured': 'Die Anmeldung mit Google ist für diese Seite nicht eingerichtet.',
  fallback: 'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuch es noch einmal.',
} satisfies Translation<typeof accountGoogleMessages>

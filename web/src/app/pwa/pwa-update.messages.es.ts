import type { Translation } from '@teamspace/domain/i18n/messages'
import type { pwaUpdateMessages } from './pwa-update.messages'

export default {
  ready: 'Hay una nueva versión.',
  reload: 'Recargar',
  later: 'Más tarde',
} satisfies Translation<typeof pwaUpdateMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { pwaUpdateMessages } from './pwa-update.messages'

export default {
  ready: 'Eine neue Version ist da.',
  reload: 'Neu laden',
  later: 'Später',
} satisfies Translation<typeof pwaUpdateMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { playerIdentityMessages } from './player-identity.messages'

export default {
  noJerseyNumber: 'Sin dorsal',
  jerseyNumber: 'Dorsal ',
} satisfies Translation<typeof playerIdentityMessages>

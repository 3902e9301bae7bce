import type { Translation } from '@teamspace/domain/i18n/messages'
import type { playerIdentityMessages } from './player-identity.messages'

export default {
  noJerseyNumber: 'Keine Rückennummer',
  jerseyNumber: 'Rückennummer ',
} satisfies Translation<typeof playerIdentityMessages>

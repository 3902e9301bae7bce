import type { Translation } from '@teamspace/domain/i18n/messages'
import type { accountAgeGroupsMessages } from './account-age-groups.messages'

export default {
  U8: 'U8',
  U10: 'U10',
  U12: 'U12',
  U14: 'U14',
  U16: 'U16',
  U18: 'U18',
  Adult: 'Erwachsene',
} satisfies Translation<typeof accountAgeGroupsMessages>

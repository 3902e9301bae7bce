import type { Translation } from '@teamspace/domain/i18n/messages'
import type { accountAgeGroupsMessages } from './account-age-groups.messages'

export default {
  U8: 'Sub-8',
  U10: 'Sub-10',
  U12: 'Sub-12',
  U14: 'Sub-14',
  U16: 'Sub-16',
  U18: 'Sub-18',
  Adult: 'Adultos',
} satisfies Translation<typeof accountAgeGroupsMessages>

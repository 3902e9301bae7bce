import type { Translation } from '@teamspace/domain/i18n/messages'
import type { rolesMessages } from './roles.messages'

export default {
  coach: 'Trainer',
  assistant_coach: 'Co-Trainer',
  team_manager: 'Teammanager',
  parent: 'Elternteil',
  volunteer: 'Helfer',
  spouse: 'Partner/Partnerin',
  sibling: 'Geschwister',
  grandparent: 'Großelternteil',
  other: 'Anderes Familienmitglied',
} satisfies Translation<typeof rolesMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { helpRelationshipsMessages } from './help-relationships.messages'

export default {
  parent_guardian: 'Elternteil/Erziehungsberechtigte',
  assistant_coach: 'Co-Trainer',
  team_manager: 'Teammanager',
  volunteer: 'Helfer',
  spouse: 'Partner/Partnerin',
  parent: 'Elternteil',
  sibling: 'Geschwister',
  grandparent: 'Großelternteil',
  other: 'Anderes Familienmitglied',
} satisfies Translation<typeof helpRelationshipsMessages>

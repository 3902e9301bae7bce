import type { Translation } from '@teamspace/domain/i18n/messages'
import type { helpRelationshipsMessages } from './help-relationships.messages'

export default {
  parent_guardian: 'Padre/Madre/Tutor',
  assistant_coach: 'Segundo entrenador',
  team_manager: 'Delegado del equipo',
  volunteer: 'Voluntario',
  spouse: 'Cónyuge/Pareja',
  parent: 'Padre/Madre',
  sibling: 'Hermano/Hermana',
  grandparent: 'Abuelo/Abuela',
  other: 'Otro familiar',
} satisfies Translation<typeof helpRelationshipsMessages>

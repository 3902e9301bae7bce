import type { Translation } from '@teamspace/domain/i18n/messages'
import type { rolesMessages } from './roles.messages'

export default {
  coach: 'Entrenador',
  assistant_coach: 'Segundo entrenador',
  team_manager: 'Delegado del equipo',
  parent: 'Padre/Madre',
  volunteer: 'Voluntario',
  spouse: 'Cónyuge/Pareja',
  sibling: 'Hermano/Hermana',
  grandparent: 'Abuelo/Abuela',
  other: 'Otro familiar',
} satisfies Translation<typeof rolesMessages>

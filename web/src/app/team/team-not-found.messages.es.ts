import type { Translation } from '@teamspace/domain/i18n/messages'
import type { teamNotFoundMessages } from './team-not-found.messages'

export default {
  title: 'Equipo no encontrado',
  text: 'Este equipo no existe o no eres miembro.',
  yourTeams: 'Tus equipos',
} satisfies Translation<typeof teamNotFoundMessages>

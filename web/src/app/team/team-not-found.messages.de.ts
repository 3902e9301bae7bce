import type { Translation } from '@teamspace/domain/i18n/messages'
import type { teamNotFoundMessages } from './team-not-found.messages'

export default {
  title: 'Team nicht gefunden',
  text: 'Dieses Team gibt es nicht, oder du bist kein Mitglied.',
  yourTeams: 'Deine Teams',
} satisfies Translation<typeof teamNotFoundMessages>

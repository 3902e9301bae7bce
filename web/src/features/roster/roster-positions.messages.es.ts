import type { Translation } from '@teamspace/domain/i18n/messages'
import type { rosterPositionsMessages } from './roster-positions.messages'

export default {
  Goalkeeper: 'Portero',
  Defender: 'Defensa',
  Midfielder: 'Centrocampista',
  Forward: 'Delantero',
  Striker: 'Delantero centro',
} satisfies Translation<typeof rosterPositionsMessages>

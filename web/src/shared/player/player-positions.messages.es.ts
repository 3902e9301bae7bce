import type { Translation } from '@teamspace/domain/i18n/messages'
import type { playerPositionsMessages } from './player-positions.messages'

export default {
  Goalkeeper: 'Portero',
  Defender: 'Defensa',
  Midfielder: 'Centrocampista',
  Forward: 'Delantero',
  Striker: 'Delantero centro',
} satisfies Translation<typeof playerPositionsMessages>

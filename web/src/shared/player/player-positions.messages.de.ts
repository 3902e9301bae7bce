import type { Translation } from '@teamspace/domain/i18n/messages'
import type { playerPositionsMessages } from './player-positions.messages'

export default {
  Goalkeeper: 'Torwart',
  Defender: 'Verteidiger',
  Midfielder: 'Mittelfeldspieler',
  Forward: 'Angreifer',
  Striker: 'Stürmer',
} satisfies Translation<typeof playerPositionsMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { exportsPositionsMessages } from './exports-positions.messages'

export default {
  Goalkeeper: 'Torwart',
  Defender: 'Verteidiger',
  Midfielder: 'Mittelfeldspieler',
  Forward: 'Stürmer',
  Striker: 'Mittelstürmer',
} satisfies Translation<typeof exportsPositionsMessages>

import type { Translation } from '@teamspace/domain/i18n/messages'
import type { dashboardPositionsMessages } from './dashboard-positions.messages'

export default {
  Goalkeeper: 'Torwart',
  Defender: 'Verteidiger',
  Midfielder: 'Mittelfeldspieler',
  Forward: 'Stürmer',
  Striker: 'Mittelstürmer',
} satisfies Translation<typeof dashboardPositionsMessages>

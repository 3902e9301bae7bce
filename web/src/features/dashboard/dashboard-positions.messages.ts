import { defineMessages } from '@teamspace/domain/i18n/messages'
import type { Position } from '@teamspace/domain/roster/roster.constants'

/** Each position by its name: the spec's words (roster.constants.ts) in English. */
export const dashboardPositionsMessages = defineMessages('dashboard-positions', {
  Goalkeeper: 'Goalkeeper',
  Defender: 'Defender',
  Midfielder: 'Midfielder',
  Forward: 'Forward',
  Striker: 'Striker',
} as const satisfies Record<Position, string>)

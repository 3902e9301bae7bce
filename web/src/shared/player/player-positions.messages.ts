import { defineMessages } from '@teamspace/domain/i18n/messages'
import { positions, type Position } from '@teamspace/domain/roster/roster.constants'

/** How each position is named on screen: the spec's words (domain/roster) in English. */
export const playerPositionsMessages = defineMessages(
  'player-positions',
  Object.fromEntries(positions.map((position) => [position, position])) as { [P in Position]: P },
)

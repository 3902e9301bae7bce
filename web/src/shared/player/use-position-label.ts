import type { Position } from '@teamspace/domain/roster/roster.constants'
import { useT } from '../../i18n/use-t'
import { playerPositionsMessages } from './player-positions.messages'

/** How a position is named in the person's language. */
export function usePositionLabel(): (position: Position) => string {
  const t = useT()
  return (position) => t(playerPositionsMessages[position])
}

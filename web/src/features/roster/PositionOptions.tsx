import { positions } from '@teamspace/domain/roster/roster.constants'
import { usePositionLabel } from '../../shared/player/use-position-label'

/** The five positions as options of a select, in the order a team lines up. */
export function PositionOptions() {
  const positionLabel = usePositionLabel()
  return positions.map((position) => (
    <option key={position} value={position}>
      {positionLabel(position)}
    </option>
  ))
}

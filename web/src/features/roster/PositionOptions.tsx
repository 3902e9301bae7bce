import { positions } from '@teamspace/domain/roster/roster.constants'

/** The five positions as options of a select, in the order a team lines up. */
export function PositionOptions() {
  return positions.map((position) => (
    <option key={position} value={position}>
      {position}
    </option>
  ))
}

import type { Player } from '@teamspace/domain/roster/roster.schemas'

/** The team's players as options of a select, each with the number a parent looks for on the pitch. */
export function PlayerOptions({ players }: { players: readonly Pick<Player, 'id' | 'name' | 'jerseyNumber'>[] }) {
  return players.map((player) => (
    <option key={player.id} value={player.id}>
      {player.jerseyNumber === null ? player.name : `#${player.jerseyNumber} ${player.name}`}
    </option>
  ))
}

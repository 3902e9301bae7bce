import { playerNameUpcasters } from '@teamspace/domain/roster/player-name.upcasters'
import type { UpcasterTable } from '@teamspace/domain/shared/upcasting'

/**
 * Every feature's upcasters, keyed by event type and the stored schema version they lift. New events are
 * written at the version after their type's last upcaster (`currentSchemaVersion`).
 */
export const upcasters: UpcasterTable = {
  // A player's name left the log's payloads (schema version 2): see domain/roster/player-name.upcasters.ts.
  ...playerNameUpcasters,
}

import type { Command } from '../shared/events'
import type { Position } from './roster.schemas'

/** What the log keeps of a player's card: the name stays in the erasable personal-data table. */
type PlayerFields = { jerseyNumber: number | null; position: Position }
export type AddPlayer = Command<'AddPlayer', { teamId: string; playerId: string } & PlayerFields>
export type UpdatePlayer = Command<'UpdatePlayer', { teamId: string; playerId: string } & PlayerFields>
export type ChangePlayerPhoto = Command<
  'ChangePlayerPhoto',
  { teamId: string; playerId: string; photoId: string | null }
>
export type RemovePlayer = Command<'RemovePlayer', { teamId: string; playerId: string }>
/** Mark a player as having left the team (`left: true`) or as back in it. */
export type MarkPlayerLeft = Command<'MarkPlayerLeft', { teamId: string; playerId: string; left: boolean }>
export type RosterCommand = AddPlayer | UpdatePlayer | ChangePlayerPhoto | RemovePlayer | MarkPlayerLeft

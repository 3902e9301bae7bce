import type { DomainEvent } from '../shared/events'
import type { Position } from './roster.schemas'

declare module '../shared/live-topics' {
  interface LiveTopics {
    /** The roster with each player's totals. */
    players: true
  }
}

/**
 * Adding, changing and removing players. Each player added now has a stream of their own; earlier ones share
 * their team's roster stream. The player's name, date of birth, medical info, emergency contacts and parent
 * e-mails are personal data kept in an erasable table beside the log (`player_personal_data`), never in these
 * events: they name the player by id only. Events stored before schema version 2 of `PlayerAdded` and
 * `PlayerUpdated` carried the name; the upcasters (`player-name.upcasters.ts`) drop it on read.
 */
export type PlayerAdded = DomainEvent<
  'PlayerAdded',
  { teamId: string; playerId: string; jerseyNumber: number | null; position: Position; addedAt: string }
>
export type PlayerUpdated = DomainEvent<
  'PlayerUpdated',
  { teamId: string; playerId: string; jerseyNumber: number | null; position: Position; updatedAt: string }
>
export type PlayerPhotoChanged = DomainEvent<
  'PlayerPhotoChanged',
  { teamId: string; playerId: string; photoId: string | null; changedAt: string }
>
export type PlayerRemoved = DomainEvent<'PlayerRemoved', { teamId: string; playerId: string; removedAt: string }>

/**
 * A player left the team (a new season without them, a move): they stay on the roster, greyed, with their
 * statistics and history, and are offered for nothing new. Nothing is deleted.
 */
export type PlayerLeftTeam = DomainEvent<'PlayerLeftTeam', { teamId: string; playerId: string; leftAt: string }>
/** A player who had left is back in the team. */
export type PlayerRejoinedTeam = DomainEvent<
  'PlayerRejoinedTeam',
  { teamId: string; playerId: string; rejoinedAt: string }
>

export type RosterEvent =
  PlayerAdded | PlayerUpdated | PlayerPhotoChanged | PlayerRemoved | PlayerLeftTeam | PlayerRejoinedTeam
export const rosterEventTypes = [
  'PlayerAdded',
  'PlayerUpdated',
  'PlayerPhotoChanged',
  'PlayerRemoved',
  'PlayerLeftTeam',
  'PlayerRejoinedTeam',
] as const satisfies readonly RosterEvent['type'][]

/** Where players added before each player had a stream of their own still live. */
export const rosterStreamId = (teamId: string) => `roster-${teamId}`
export const playerStreamId = (playerId: string) => `player-${playerId}`

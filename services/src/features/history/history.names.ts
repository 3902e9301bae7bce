import { FORMER_MEMBER_NAME } from '@teamspace/domain/profile/profile.schemas'
import { REMOVED_PLAYER_NAME } from '@teamspace/domain/roster/roster.schemas'
import type { CurrentNames } from '@teamspace/domain/shared/current-names'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'

/** The ids whose names a set of history entries needs. */
export interface NameRequest {
  readonly memberIds: Iterable<string>
  readonly playerIds: Iterable<string>
  readonly calendarEventIds: Iterable<string>
}

/**
 * The one place the history views learn who someone is: names come from today's tables, never from the log
 * (whose events keep ids only, or names that erasure must be able to forget). A member whose profile is gone
 * reads "Former member"; a player whose personal data was erased reads "a removed player".
 */
export const loadNames = async (db: Kysely<DB>, teamId: string, request: NameRequest): Promise<CurrentNames> => {
  const memberIds = [...new Set(request.memberIds)]
  const playerIds = [...new Set(request.playerIds)]
  const calendarEventIds = [...new Set(request.calendarEventIds)]
  const [members, players, events] = await Promise.all([
    memberIds.length
      ? db.selectFrom('profiles').select(['user_id', 'name']).where('user_id', 'in', memberIds).execute()
      : [],
    playerIds.length
      ? db
          .selectFrom('player_personal_data')
          .select(['player_id as id', 'name'])
          .where('team_id', '=', teamId)
          .where('player_id', 'in', playerIds)
          .execute()
      : [],
    calendarEventIds.length
      ? db
          .selectFrom('calendar_events')
          .select(['id', 'title', 'local_date'])
          .where('team_id', '=', teamId)
          .where('id', 'in', calendarEventIds)
          .execute()
      : [],
  ])
  const memberNames = new Map(members.filter((m) => m.name.trim()).map((m) => [m.user_id, m.name]))
  const playerNames = new Map(players.filter((p) => p.name.trim()).map((p) => [p.id, p.name]))
  const calendarEvents = new Map(events.map((e) => [e.id, { title: e.title, date: e.local_date }]))
  return {
    member: (userId) => memberNames.get(userId) ?? FORMER_MEMBER_NAME,
    player: (playerId) => playerNames.get(playerId) ?? REMOVED_PLAYER_NAME,
    calendarEvent: (id) => calendarEvents.get(id) ?? null,
  }
}

/**
 * The ids an event's sentence may name, gathered from its data: members, players and calendar events. Players
 * are looked for at any depth (a result's scorers, a vote's winners, a sheet's records), so a list a new event
 * carries is never told as "a removed player" for want of its names.
 */
export const idsNamedBy = (data: object, into: { members: Set<string>; players: Set<string>; events: Set<string> }) => {
  const record = data as Record<string, unknown>
  for (const field of ['userId', 'volunteerId'] as const) {
    const value = record[field]
    if (typeof value === 'string') into.members.add(value)
  }
  if (typeof record.calendarEventId === 'string') into.events.add(record.calendarEventId)
  playerIdsIn(record, into.players)
}

const playerIdsIn = (value: unknown, into: Set<string>): void => {
  if (Array.isArray(value)) {
    for (const item of value) playerIdsIn(item, into)
    return
  }
  if (value === null || typeof value !== 'object') return
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'playerId' && typeof inner === 'string') into.add(inner)
    else playerIdsIn(inner, into)
  }
}

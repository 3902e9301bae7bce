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

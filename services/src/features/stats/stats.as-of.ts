import type { Folded } from '@teamspace/domain/history/history.as-of'
import { foldRoster } from '@teamspace/domain/roster/roster.as-of'
import { rosterEventTypes, type RosterEvent } from '@teamspace/domain/roster/roster.events'
import { playerSchema, type Player } from '@teamspace/domain/roster/roster.schemas'
import { idParams } from '@teamspace/domain/shared/safe-input'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { foldStats, statsEventTypes, totalsOf, type StatLineThen } from '@teamspace/domain/stats/stats.as-of'
import type { StatsEvent } from '@teamspace/domain/stats/stats.events'
import { statLineSchema, statsMessages, type StatLine } from '@teamspace/domain/stats/stats.schemas'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { defineAsOfView, readTeamLogUntil, type AsOfRequest } from '../../platform/as-of'
import type { DB } from '../../platform/db/schema'

/**
 * The roster with each player's totals, and a player's stat lines, as they were at the end of a past day. Names
 * are today's: a player removed since reads "a removed player", so a view of the past never brings back what was
 * erased.
 */

const isRosterEvent = (event: Folded<RosterEvent | StatsEvent>): event is Folded<RosterEvent> =>
  (rosterEventTypes as readonly string[]).includes(event.type)

/** The players on the roster then and the lines that counted then (the stats count only a rostered player's). */
const rosterThen = async (db: Kysely<DB>, teamId: string, until: string) => {
  const events: Folded<RosterEvent | StatsEvent>[] = await readTeamLogUntil<RosterEvent | StatsEvent>(
    db,
    teamId,
    [...rosterEventTypes, ...statsEventTypes],
    until,
  )
  return { players: foldRoster(events.filter(isRosterEvent)), lines: foldStats(events) }
}

const namesFor = (
  names: AsOfRequest<unknown, unknown>['names'],
  then: { lines: readonly StatLineThen[]; players: readonly { id: string }[] },
) =>
  names({
    member: then.lines.flatMap((line) => (line.recordedBy ? [line.recordedBy] : [])),
    player: then.players.map((player) => player.id),
  })

/** The roster with each player's totals then, in roster order (jersey number, numberless last, then name). */
export const playersAsOf = defineAsOfView({
  path: 'players',
  response: z.array(playerSchema),
  fold: async ({ db, teamId, until, names: loadNames }) => {
    const then = await rosterThen(db, teamId, until)
    const names = await namesFor(loadNames, then)
    const players: Player[] = then.players.map((player) => ({
      id: player.id,
      name: names.player(player.id),
      jerseyNumber: player.jerseyNumber,
      position: player.position,
      // Today's photo is not the one the player had then: the past shows none.
      photoUrl: null,
      parentIds: [],
      isActive: true,
      createdAt: player.createdAt,
      updatedAt: player.updatedAt,
      stats: totalsOf(then.lines, player.id),
    }))
    return players.sort(
      (a, b) =>
        (a.jerseyNumber ?? Number.MAX_SAFE_INTEGER) - (b.jerseyNumber ?? Number.MAX_SAFE_INTEGER) ||
        a.name.localeCompare(b.name),
    )
  },
})

/** A player's lines that counted then, newest game first; not found when the player was not on the roster then. */
export const playerLinesAsOf = defineAsOfView({
  path: 'players/:playerId/stats',
  params: idParams('playerId'),
  response: z.array(statLineSchema),
  fold: async ({ db, teamId, until, params: { playerId }, names: loadNames }) => {
    const then = await rosterThen(db, teamId, until)
    if (!then.players.some((player) => player.id === playerId)) throw new NotFoundError(statsMessages.playerNotFound)
    const names = await namesFor(loadNames, then)
    return then.lines
      .filter((line) => line.playerId === playerId)
      .sort((a, b) => b.gameDate.localeCompare(a.gameDate) || b.createdAt.localeCompare(a.createdAt))
      .map((line): StatLine => ({
        id: line.id,
        playerId,
        playerName: names.player(playerId),
        gameId: line.gameId,
        gameDate: line.gameDate,
        opponent: line.opponent,
        minutesPlayed: line.minutesPlayed,
        goals: line.goals,
        assists: line.assists,
        yellowCards: line.yellowCards,
        redCards: line.redCards,
        saves: line.saves,
        keyPlays: [...line.keyPlays],
        // The history is the coaches': they see who recorded each line, as on today's page.
        recordedByName: line.recordedBy ? names.member(line.recordedBy) : '',
        createdAt: line.createdAt,
        correctedAt: line.correctedAt,
      }))
  },
})

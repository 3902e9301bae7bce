import { foldLineups, lineupsEventTypes } from '@teamspace/domain/lineups/lineups.as-of'
import { lineupsMessages } from '@teamspace/domain/lineups/lineups.constants'
import type { LineupsEvent } from '@teamspace/domain/lineups/lineups.events'
import { gameLineupSchema, type GameLineup } from '@teamspace/domain/lineups/lineups.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import { defineAsOfView, readTeamLogUntil } from '../../platform/as-of'
import { findCalendarEvent } from '../calendar'
import { lineupViewOf } from './lineups.queries'

/**
 * A game's lineup as it stood at the end of a past day, as a coach saw it then: the places and the bench as last
 * saved by then, and whether families saw it then. Players go by today's names (a deleted child is left out).
 */
export const lineupAsOf = defineAsOfView({
  path: 'games/:calendarEventId/lineup',
  params: idParams('calendarEventId'),
  response: gameLineupSchema,
  fold: async ({ db, teamId, until, params: { calendarEventId } }): Promise<GameLineup> => {
    if (!(await findCalendarEvent(db, teamId, calendarEventId))) throw new NotFoundError(lineupsMessages.gameNotFound)
    const events = await readTeamLogUntil<LineupsEvent>(db, teamId, lineupsEventTypes, until)
    const then = foldLineups(events.filter((e) => e.data.calendarEventId === calendarEventId)).get(calendarEventId)
    const lineup = then
      ? await lineupViewOf(db, teamId, {
          ...then,
          players: [
            ...then.starters.map((s) => ({ playerId: s.playerId, slotId: s.slotId })),
            ...then.bench.map((playerId) => ({ playerId, slotId: null })),
          ],
          now: new Date(until),
        })
      : null
    return { lineup, publishesAt: null, candidates: null, teamFormat: null }
  },
})

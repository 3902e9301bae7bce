import { foldMatch, matchEventTypes } from '@teamspace/domain/gameday/gameday.as-of'
import { gamedayMessages as m } from '@teamspace/domain/gameday/gameday.constants'
import type { MatchEvent } from '@teamspace/domain/gameday/gameday.events'
import { matchViewSchema } from '@teamspace/domain/gameday/gameday.schemas'
import { NotFoundError } from '@teamspace/domain/shared/errors'
import { idParams } from '@teamspace/domain/shared/safe-input'
import { defineAsOfView, readTeamLogUntil } from '../../platform/as-of'
import { findCalendarEvent } from '../calendar'
import { matchViewFrom } from './gameday.queries'

/**
 * A game's live match as it stood at the end of a past day: its whistles, the goals standing then (one taken back
 * later still counts) and its substitutions, folded from its events. The game's title and opponent, and the
 * players' names, are today's.
 */
export const matchAsOf = defineAsOfView({
  path: 'games/:calendarEventId/match',
  params: idParams('calendarEventId'),
  response: matchViewSchema,
  fold: async ({ db, teamId, until, params: { calendarEventId } }) => {
    const game = await findCalendarEvent(db, teamId, calendarEventId)
    if (!game) throw new NotFoundError(m.gameNotFound)
    const events = (await readTeamLogUntil<MatchEvent>(db, teamId, matchEventTypes, until)).filter(
      (event) => event.data.calendarEventId === calendarEventId,
    )
    return matchViewFrom(db, teamId, game, foldMatch(events))
  },
})

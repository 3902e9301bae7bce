import { statsHistory as statsSentences } from '@teamspace/domain/stats/stats.history'
import type { StatsEvent } from '@teamspace/domain/stats/stats.events'
import type { ServerHistory } from '../../platform/history'

/**
 * The stats' history, and where a line's events are: a line recorded with a whole game starts in that game's
 * sheet stream, found through the line's read row while the line still counts.
 */
export const statsHistory: ServerHistory<StatsEvent> = {
  ...statsSentences,
  itemStreams: {
    'stat-line': async (db, teamId, id) => {
      const line = await db
        .selectFrom('stat_lines')
        .select('stream_id')
        .where('team_id', '=', teamId)
        .where('id', '=', id)
        .executeTakeFirst()
      return line ? [line.stream_id] : []
    },
  },
}

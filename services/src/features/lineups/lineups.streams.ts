import { lineupsDecider } from '@teamspace/domain/lineups/lineups.decider'
import { lineupStreamId } from '@teamspace/domain/lineups/lineups.events'
import { commandStream } from '../../platform/commands/command-stream'

/** One stream per game's lineup (`lineup-<calendarEventId>`): one lineup per game, nothing else of the game in it. */
export const lineupStream = commandStream({
  type: 'lineup',
  decider: lineupsDecider,
  streamOf: (command) => lineupStreamId(command.data.calendarEventId),
})

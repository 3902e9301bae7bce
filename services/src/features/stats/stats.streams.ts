import { statsDecider } from '@teamspace/domain/stats/stats.decider'
import { statLineStreamId, statSheetStreamId } from '@teamspace/domain/stats/stats.events'
import { commandStream } from '../../platform/commands/command-stream'

/**
 * A line recorded alone has a stream of its own; a game recorded at once is one sheet, so its lines are all
 * recorded or none. A correction or a void goes to the stream its line was recorded on, which the route looks
 * up. Lines of different games never share a stream.
 */
export const statLineStream = commandStream({
  type: 'statline',
  decider: statsDecider,
  streamOf: (command) => {
    switch (command.type) {
      case 'RecordStatLine':
        return statLineStreamId(command.data.statLineId)
      case 'RecordGameStats':
        return statSheetStreamId(command.data.sheetId)
      default:
        return null
    }
  },
  // Their ids are made by the route: the line's or the sheet's stream cannot exist yet.
  creates: (command) => command.type === 'RecordStatLine' || command.type === 'RecordGameStats',
})

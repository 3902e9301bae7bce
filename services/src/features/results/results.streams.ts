import { resultsDecider } from '@teamspace/domain/results/results.decider'
import { gameResultStreamId } from '@teamspace/domain/results/results.events'
import { seasonsDecider } from '@teamspace/domain/results/seasons.decider'
import { seasonsStreamId } from '@teamspace/domain/results/seasons.events'
import { commandStream } from '../../platform/commands/command-stream'

/** One stream per game's result (`gameresult-<calendarEventId>`): nothing else of the game is ever in it. */
export const gameResultStream = commandStream({
  type: 'gameresult',
  decider: resultsDecider,
  streamOf: (command) => gameResultStreamId(command.data.calendarEventId),
})

/** One stream per team's seasons: a new season starts after the current one, one at a time. */
export const seasonsStream = commandStream({
  type: 'seasons',
  decider: seasonsDecider,
  streamOf: (command) => seasonsStreamId(command.data.teamId),
})

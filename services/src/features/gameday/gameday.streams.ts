import { gameDaySettingDecider, matchDecider } from '@teamspace/domain/gameday/gameday.decider'
import { gameDaySettingsStreamId, matchStreamId } from '@teamspace/domain/gameday/gameday.events'
import { commandStream } from '../../platform/commands/command-stream'

/** The team's one game-day setting (`gameday-settings:<teamId>`). */
export const gameDaySettingStream = commandStream({
  type: 'gameday-settings',
  decider: gameDaySettingDecider,
  streamOf: (command) => gameDaySettingsStreamId(command.data.teamId),
})

/** One stream per game's live match (`match-<calendarEventId>`): the order of its whistles and goals. */
export const matchStream = commandStream({
  type: 'match',
  decider: matchDecider,
  streamOf: (command) => matchStreamId(command.data.calendarEventId),
})

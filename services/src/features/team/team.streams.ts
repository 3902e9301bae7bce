import { teamDecider } from '@teamspace/domain/team/team.decider'
import { teamStreamId } from '@teamspace/domain/team/team.events'
import { commandStream } from '../../platform/commands/run-command'

/**
 * A team, its members and its invites share one stream: the "last coach" rule and whether an invite may still
 * be used are decided on it.
 */
export const teamStream = commandStream({
  type: 'team',
  decider: teamDecider,
  streamOf: (command) => teamStreamId(command.data.teamId),
})

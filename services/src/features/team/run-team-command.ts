import { teamDecider, type TeamState } from '@teamspace/domain/team/team.decider'
import type { TeamCommand } from '@teamspace/domain/team/team.commands'
import { teamStreamId } from '@teamspace/domain/team/team.events'
import type { Kysely } from 'kysely'
import type { DB } from '../../platform/db/schema'
import type { Platform } from '../../platform/platform'

/** Every change to a team, its members and its invites goes through the team's one stream. */
export const runTeamCommand = <Result = { version: number }>(
  platform: Platform,
  command: TeamCommand,
  options: {
    result?: (outcome: { state: TeamState; version: number }) => Result
    alsoInTransaction?: (trx: Kysely<DB>) => Promise<void>
  } = {},
): Promise<Result> =>
  platform.execute({
    decider: teamDecider,
    streamId: teamStreamId(command.data.teamId),
    streamType: 'team',
    teamId: command.data.teamId,
    command,
    result: options.result ?? ((({ version }) => ({ version })) as (outcome: { version: number }) => Result),
    ...(options.alsoInTransaction ? { alsoInTransaction: options.alsoInTransaction } : {}),
  })

import { teamDecider } from '@teamspace/domain/team/team.decider'
import { membershipStreamId, membershipStreamPrefix, teamStreamId } from '@teamspace/domain/team/team.events'
import { sql, type Kysely } from 'kysely'
import { commandStream } from '../../platform/commands/command-stream'
import type { DB } from '../../platform/db/schema'
import { toRecordedEvent } from '../../platform/event-store/read'

/**
 * The events of a team's membership streams (members who joined on a stream of their own), in log order; but
 * for `except`, a stream the command reads as its own.
 */
const membershipEvents = async (db: Kysely<DB>, teamId: string, except?: string) => {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('team_id', '=', teamId)
    .where(sql<boolean>`starts_with(stream_id, ${membershipStreamPrefix(teamId)})`)
    .$if(except !== undefined, (q) => q.where('stream_id', '<>', except!))
    .orderBy('position')
    .execute()
  return rows.map(toRecordedEvent)
}

/**
 * A team and its invites, and the changes to its members: the "last coach" rule and whether an invite may
 * still be used are decided on it. Its state also holds the members who joined on streams of their own.
 */
export const teamStream = commandStream({
  type: 'team',
  decider: teamDecider,
  streamOf: (command) => teamStreamId(command.data.teamId),
  alsoFolds: (db, command) => membershipEvents(db, command.data.teamId),
})

/**
 * A member's join through an invite, on a stream of its own (see `membershipStreamId`): decided on the team's
 * stream, which the append holds as its condition, so a link revoked or expired meanwhile refuses the join while
 * joins through the same link never wait for each other.
 */
export const membershipStream = commandStream({
  type: 'membership',
  decider: teamDecider,
  streamOf: (command) =>
    command.type === 'JoinTeam' ? membershipStreamId(command.data.teamId, command.data.userId) : null,
  // The team's state holds every member: its stream's role changes and removals name members who joined here.
  alsoFolds: (db, command) =>
    membershipEvents(
      db,
      command.data.teamId,
      command.type === 'JoinTeam' ? membershipStreamId(command.data.teamId, command.data.userId) : undefined,
    ),
})

/** What `runCommand` needs beside `membershipStream` for a join: the team's stream, read and held as the condition. */
export const joinCondition = <I>(teamId: string, input: I) => ({
  streamId: teamStreamId(teamId),
  input: () => input,
  foldsIntoState: true,
})

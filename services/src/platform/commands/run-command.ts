import type { Command, CommandMetadata, DomainEvent } from '@teamspace/domain/shared/events'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import type { DB } from '../db/schema'
import { recordAppended } from '../live/touched-topics'
import { readStream } from '../event-store/read'
import { scopedCommandId } from './command-id'
import type { CommandInput, CommandOptions, CommandStream } from './command-stream'
import { foldInLogOrder, handleCommandInTransaction, teamIdOf, type StampedOptions } from './handle-command'

/** The metadata of a command a route sends: the server's clock, the signed-in actor, the scoped command id. */
const metadataOf = (
  request: FastifyRequest,
  options: Pick<CommandOptions<unknown, unknown, unknown>, 'actor' | 'freshCommandId'>,
): CommandMetadata => {
  const identity = request.caller?.identity ?? null
  const actor = options.actor ?? (identity ? { userId: identity.userId, role: identity.role } : null)
  const commandId = options.freshCommandId ? nanoid() : scopedCommandId(request)
  return { now: new Date(), actor, commandId, correlationId: request.id }
}

/**
 * The route's options as the handler takes them: stamped with the metadata, the request's hash (a command id of
 * the request's own is bound to the request; a fresh one names nothing else) and, when the command's data names no
 * team, the signed-in member's.
 */
const stamped = <State, I extends { data: object }, Result>(
  request: FastifyRequest,
  input: I,
  options: CommandOptions<State, I, Result>,
): StampedOptions<State, I, Result> => ({
  ...options,
  teamId:
    options.teamId !== undefined ? options.teamId : (teamIdOf(input.data) ?? request.caller?.identity?.teamId ?? null),
  metadata: metadataOf(request, options),
  requestHash: options.freshCommandId ? null : request.commandRequestHash,
  appended: (types) => recordAppended(request, types),
})

/**
 * The one command call of every route: a route states the stream and the command; this adds the metadata (the
 * server's clock, the signed-in actor, the client's command id scoped to its team) and runs the command path
 * (retries on conflict, idempotency, inline projections). Returns the stored result on a retried command.
 */
export const runCommand = <
  State,
  C extends Command,
  E extends DomainEvent,
  const I extends CommandInput<C>,
  Result = { version: number },
>(
  request: FastifyRequest,
  stream: CommandStream<State, C, E>,
  input: I,
  options: CommandOptions<State, I, Result> = {},
): Promise<Result> => request.server.platform.execute(stream, input, stamped(request, input, options))

/**
 * Runs a command inside another command's transaction (call it from `alsoInTransaction`), so that commands on
 * several streams commit or fail together: an account deleted leaves every team it belongs to, each on its own
 * team's stream; a calendar event and the volunteer needs created with it. The same steps as `runCommand`'s, once
 * (a command that creates its stream is decided on the empty state), and the inline projections apply it in the
 * transaction. A refusal is thrown as the decider gives it and rolls everything back; a stream another writer moved
 * meanwhile fails the append (WrongExpectedVersion), and the enclosing command is decided again. The command gets
 * an id of its own unless told otherwise; the enclosing command's id answers a retried request.
 */
export const runCommandInTransaction = <
  State,
  C extends Command,
  E extends DomainEvent,
  const I extends CommandInput<C>,
  Result = { version: number },
>(
  trx: Kysely<DB>,
  request: FastifyRequest,
  stream: CommandStream<State, C, E>,
  input: I,
  options: CommandOptions<State, I, Result> = {},
): Promise<Result> =>
  handleCommandInTransaction(
    { db: trx, projections: request.server.platform.projections },
    stream,
    input,
    stamped(request, input, { freshCommandId: true, ...options }),
  )

/** A stream's state as its decider sees it, read outside a command (a route showing when the next one may be made). */
export const foldStream = async <State, C extends Command, E extends DomainEvent>(
  db: Kysely<DB>,
  stream: CommandStream<State, C, E>,
  streamId: string,
): Promise<State> => foldInLogOrder(stream.decider, (await readStream(db, streamId)).events)

import type { Decider } from '@teamspace/domain/shared/decider'
import type { Actor, Command, CommandMetadata, DomainEvent, RecordedEvent } from '@teamspace/domain/shared/events'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import type { DB } from '../db/schema'
import { appendToStream, readStream } from '../event-store/event-store'
import { scopedCommandId } from './command-id'

/** A command as a route states it: its type and data. Time, ids, actor and command id are added here. */
export type CommandInput<C extends Command> = C extends Command ? { type: C['type']; data: C['data'] } : never

/**
 * A kind of stream: the decider that guards it and the stream a command goes to. A stream holds exactly what
 * one invariant needs (a team's jersey numbers, one game's stat lines), so writes that share no invariant
 * never collide.
 */
export interface CommandStream<State, C extends Command, E extends DomainEvent> {
  readonly type: string
  readonly decider: Decider<State, C, E>
  /** The stream a command goes to, from its data; null when only the route knows it (see `RunOptions.stream`). */
  readonly streamOf: (command: CommandInput<C>) => string | null
  /**
   * The commands that start their stream (a new player, a new stat line under a fresh id): they are decided
   * on the empty state without reading the stream first.
   */
  readonly creates?: (command: CommandInput<C>) => boolean
  /**
   * How many times a command on this stream may be decided before a conflict becomes a 409 (see
   * `CommandRequest.maxAttempts`); the handler's default when absent.
   */
  readonly maxAttempts?: number
  /**
   * Events of other streams the stream's state is folded from (a team's members who joined on streams of their
   * own); see `CommandRequest.alsoFolds`.
   */
  readonly alsoFolds?: (db: Kysely<DB>, command: CommandInput<C>) => Promise<readonly RecordedEvent[]>
}

export const commandStream = <State, C extends Command, E extends DomainEvent>(
  stream: CommandStream<State, C, E>,
): CommandStream<State, C, E> => stream

export interface RunOptions<State, I, Result> {
  /**
   * The response, from the command as decided (with any ids it created) and the state after it. It is stored
   * with the events, and a retried command gets exactly this again, so it must be JSON and depend on nothing
   * else. Defaults to `{ version }`.
   */
  readonly result?: (outcome: { command: I; state: State; version: number }) => Result
  /**
   * Writes to mutable tables outside the log that must commit or fail with the events: credentials and
   * erasable personal data (ARCHITECTURE §2.7). Skipped when the command was already handled.
   */
  readonly alsoInTransaction?: (trx: Kysely<DB>) => Promise<void>
  /** Who acts, when the request has no signed-in member yet (the founder creating a team). */
  readonly actor?: Actor
  /** The stream, when the route looked it up (a correction goes to the stream its line was recorded on). */
  readonly stream?: string
  /**
   * The command is its own, whatever key the request carries: for a route that runs more than one command, or
   * whose command is safe to repeat by itself (asking for an invite link hands back the working one).
   */
  readonly freshCommandId?: boolean
  /** The stream's team when the command's data names none. */
  readonly teamId?: string | null
  /**
   * A stream the decision reads without writing to it (a vote reads its voting): on every attempt its events
   * give the command, and the append goes through only while that stream is still at the version read.
   */
  readonly condition?: {
    readonly stream: string
    readonly input: (events: readonly RecordedEvent[]) => I
    /** Its events are part of the state as well (see `CommandRequest.condition.foldsIntoState`). */
    readonly foldsIntoState?: boolean
  }
  /**
   * The command as read while its stream's row is locked FOR UPDATE (a close reads the tally that votes, which
   * share-lock the same row, add to): nothing checking the stream commits between this read and the append.
   */
  readonly underLock?: (trx: Kysely<DB>) => Promise<I>
}

const teamIdOf = (data: object): string | null =>
  'teamId' in data && typeof data.teamId === 'string' ? data.teamId : null

/** The metadata of a command a route sends: the server's clock, the signed-in actor, the scoped command id. */
const metadataOf = (request: FastifyRequest, options: { actor?: Actor; freshCommandId?: boolean }): CommandMetadata => {
  const identity = request.caller?.identity ?? null
  const actor = options.actor ?? (identity ? { userId: identity.userId, role: identity.role } : null)
  const commandId = options.freshCommandId ? nanoid() : scopedCommandId(request)
  return { now: new Date(), actor, commandId, correlationId: request.id }
}

/**
 * The one command call of every route: a route states the stream and the command; this adds the metadata (the
 * server's clock, the signed-in actor, the client's command id scoped to its team) and runs the command path
 * (retries on conflict, idempotency, inline projections). Returns the stored result on a retried command.
 */
export const runCommand = async <
  State,
  C extends Command,
  E extends DomainEvent,
  const I extends CommandInput<C>,
  Result = { version: number },
>(
  request: FastifyRequest,
  stream: CommandStream<State, C, E>,
  input: I,
  options: RunOptions<State, I, Result> = {},
): Promise<Result> => {
  const identity = request.caller?.identity ?? null
  const metadata = metadataOf(request, options)
  // `CommandInput<C>` is `C` without its metadata, distributed over the union: adding it back gives `C`.
  const withMetadata = (decided: I) => ({ ...decided, metadata }) as unknown as C
  const command = withMetadata(input)
  const { condition, underLock } = options
  const result = options.result ?? (({ version }) => ({ version }) as Result)
  const streamId = options.stream ?? stream.streamOf(input)
  if (!streamId) throw new Error(`${input.type} needs the route to name its stream`)
  return request.server.platform.execute({
    decider: stream.decider,
    // A command id of the request's own is bound to the request; a fresh one names nothing else.
    requestHash: options.freshCommandId ? null : request.commandRequestHash,
    streamId,
    streamType: stream.type,
    teamId: options.teamId !== undefined ? options.teamId : (teamIdOf(input.data) ?? identity?.teamId ?? null),
    command,
    createsStream: !options.stream && (stream.creates?.(input) ?? false),
    result: ({ state, version }) => result({ command: input, state, version }),
    ...(options.alsoInTransaction ? { alsoInTransaction: options.alsoInTransaction } : {}),
    ...(condition
      ? {
          condition: {
            streamId: condition.stream,
            command: (events) => withMetadata(condition.input(events)),
            ...(condition.foldsIntoState ? { foldsIntoState: true } : {}),
          },
        }
      : {}),
    ...(stream.alsoFolds ? { alsoFolds: (reader: Kysely<DB>) => stream.alsoFolds!(reader, input) } : {}),
    ...(underLock ? { underLock: async (trx) => withMetadata(await underLock(trx)) } : {}),
    ...(stream.maxAttempts !== undefined ? { maxAttempts: stream.maxAttempts } : {}),
  })
}

/**
 * Appends what a command decided inside an enclosing command's transaction, with the metadata a route's command
 * gets, and lets the inline projections apply it: the shared end of `startStreamInTransaction` and
 * `runCommandInTransaction`.
 */
const appendDecided = async (
  trx: Kysely<DB>,
  request: FastifyRequest,
  decided: {
    readonly streamId: string
    readonly streamType: string
    readonly expectedVersion: number
    readonly command: Command
    readonly metadata: CommandMetadata
    readonly events: readonly DomainEvent[]
  },
): Promise<void> => {
  const { metadata } = decided
  const teamId = teamIdOf(decided.command.data) ?? request.caller?.identity?.teamId ?? null
  const recorded = await appendToStream(trx, {
    streamId: decided.streamId,
    streamType: decided.streamType,
    teamId,
    expectedVersion: decided.expectedVersion,
    events: decided.events,
    metadata: {
      teamId,
      // By id and role only: a name never enters the log.
      actor: metadata.actor && { userId: metadata.actor.userId, role: metadata.actor.role },
      commandId: metadata.commandId,
      correlationId: metadata.correlationId,
      recordedAt: metadata.now.toISOString(),
    },
  })
  await request.server.platform.projections.applyInline(trx, recorded)
}

/**
 * Starts a stream of another kind inside a command's transaction (call it from `alsoInTransaction`): the command
 * is decided on the empty state, appended at version 0 with the metadata a route's command gets, and the inline
 * projections apply it, so it commits or fails with the command it goes with (a calendar event and the volunteer
 * needs created with it). `streamId` must be fresh; the enclosing command's id answers a retried request.
 */
export const startStreamInTransaction = async <State, C extends Command, E extends DomainEvent>(
  trx: Kysely<DB>,
  request: FastifyRequest,
  start: { stream: CommandStream<State, C, E>; streamId: string; command: (metadata: CommandMetadata) => C },
): Promise<void> => {
  const metadata = metadataOf(request, { freshCommandId: true })
  const command = start.command(metadata)
  const events = start.stream.decider.decide(command, start.stream.decider.initialState())
  await appendDecided(trx, request, {
    streamId: start.streamId,
    streamType: start.stream.type,
    expectedVersion: 0,
    command,
    metadata,
    events,
  })
}

/**
 * A stream's state from events read back from the log (its own, in order). Only the stream's kind appends to
 * it, so every event is one of its decider's: the one place that says so to the compiler.
 */
const foldEvents = <State, C extends Command, E extends DomainEvent>(
  stream: CommandStream<State, C, E>,
  events: readonly RecordedEvent[],
): State =>
  events.reduce((folded, event) => stream.decider.evolve(folded, event as unknown as E), stream.decider.initialState())

/** A stream's state as its decider sees it, read outside a command (a route showing when the next one may be made). */
export const foldStream = async <State, C extends Command, E extends DomainEvent>(
  db: Kysely<DB>,
  stream: CommandStream<State, C, E>,
  streamId: string,
): Promise<State> => foldEvents(stream, (await readStream(db, streamId)).events)

/**
 * Decides a command on an existing stream inside another command's transaction (call it from
 * `alsoInTransaction`), so that commands on several streams commit or fail together (an account deleted leaves
 * every team it belongs to, each on its own team's stream). The stream is read in the transaction, with the
 * events its kind also folds, the command decided on it and appended at the version read, and the inline
 * projections apply it. A refusal is thrown as the decider gives it and rolls everything back; a stream another
 * writer moved meanwhile fails the append (WrongExpectedVersion), and the enclosing command is decided again.
 * The command gets an id of its own; the enclosing command's id answers a retried request. `actor` when the
 * request's member is not who acts on that stream (their role in another team).
 */
export const runCommandInTransaction = async <State, C extends Command, E extends DomainEvent>(
  trx: Kysely<DB>,
  request: FastifyRequest,
  stream: CommandStream<State, C, E>,
  input: CommandInput<C>,
  options: { readonly actor?: Actor } = {},
): Promise<void> => {
  const streamId = stream.streamOf(input)
  if (!streamId) throw new Error(`${input.type} needs the route to name its stream`)
  const metadata = metadataOf(request, { freshCommandId: true, ...(options.actor ? { actor: options.actor } : {}) })
  const command = { ...input, metadata } as unknown as C
  const own = await readStream(trx, streamId)
  const others = stream.alsoFolds ? await stream.alsoFolds(trx, input) : []
  const state = foldEvents(
    stream,
    [...own.events, ...others].sort((x, y) => x.position - y.position),
  )
  const events = stream.decider.decide(command, state)
  await appendDecided(trx, request, {
    streamId,
    streamType: stream.type,
    expectedVersion: own.version,
    command,
    metadata,
    events,
  })
}

import type { Decider } from '@teamspace/domain/shared/decider'
import { ConflictError } from '@teamspace/domain/shared/errors'
import type { Command, DomainEvent, EventMetadata, RecordedEvent } from '@teamspace/domain/shared/events'
import { currentSchemaVersion } from '@teamspace/domain/shared/upcasting'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { CommandStep, ProjectionRegistry } from '../projections/registry'
import { DuplicateCommand, WrongExpectedVersion, appendToStream, findCommandResult } from '../event-store/append'
import { readStream } from '../event-store/read'
import { upcasters } from '../event-store/upcasters'
import type { CommandInput, CommandOptions, CommandStamp, CommandStream } from './command-stream'

export interface CommandHandlerDeps {
  readonly db: Kysely<DB>
  readonly projections: ProjectionRegistry
  /**
   * Called after every commit that appended events, so this instance's tailer wakes at once; `notified` when the
   * append sent the NOTIFY that `notice` asked for.
   */
  readonly onAppended?: (notified: boolean) => void
  /**
   * Asked before each append: the payload of a NOTIFY for the append to send at its commit, or undefined (see
   * AppendNotifier.claim).
   */
  readonly notice?: () => string | undefined
  readonly maxAttempts?: number
}

const DEFAULT_ATTEMPTS = 5
/** The longest wait between two attempts, however many there are. */
const MAX_BACKOFF_MS = 250

/** Full jitter: a random wait up to a ceiling that doubles with each attempt, so retrying writers spread out. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_BACKOFF_MS, 10 * 2 ** attempt)))

/** The decider refused the command: outside any transaction, the first result of the same command may stand. */
class Refused extends Error {
  constructor(readonly reason: unknown) {
    super('refused')
  }
}

/**
 * Locks a stream's row until the transaction ends; a stream that does not exist yet locks nothing. The row lock
 * is the transaction's first write, so the same statement first makes it an appender (see lockLogForAppending):
 * the subquery runs once, before any row reaches the lock.
 */
const lockStreamRow = (trx: Kysely<DB>, streamId: string) =>
  sql`
    with appender as materialized (select lock_log_for_appending())
    select version from streams where stream_id = ${streamId} and exists (select from appender)
    for update of streams`.execute(trx)

/** A command's options as the handler takes them: the route's, stamped by `runCommand` (or a job) with its metadata. */
export type StampedOptions<State, I, Result> = CommandOptions<State, I, Result> & CommandStamp

/**
 * One command as the steps below see it: its stream kind, the route's input and options, and what follows from
 * them once (the stream, the team, the command with its metadata).
 */
interface Call<State, C extends Command, E extends DomainEvent, I extends CommandInput<C>, Result> {
  readonly stream: CommandStream<State, C, E>
  readonly input: I
  readonly options: StampedOptions<State, I, Result>
  readonly streamId: string
  readonly teamId: string | null
  /** The input as the decider takes it, with the command's metadata. */
  readonly withMetadata: (input: I) => C
  /** On the first attempt, decided on the empty state without reading the stream (`CommandStream.creates`). */
  readonly createsStream: boolean
}

/** The team a command's data names, if it names one. */
export const teamIdOf = (data: object): string | null =>
  'teamId' in data && typeof data.teamId === 'string' ? data.teamId : null

const callOf = <State, C extends Command, E extends DomainEvent, I extends CommandInput<C>, Result>(
  stream: CommandStream<State, C, E>,
  input: I,
  options: StampedOptions<State, I, Result>,
): Call<State, C, E, I, Result> => {
  const streamId = options.streamId ?? stream.streamOf(input)
  if (!streamId) throw new Error(`${input.type} needs the route to name its stream`)
  return {
    stream,
    input,
    options,
    streamId,
    teamId: options.teamId !== undefined ? options.teamId : teamIdOf(input.data),
    // `CommandInput<C>` is `C` without its metadata, distributed over the union: adding it back gives `C`.
    withMetadata: (decided) => ({ ...decided, metadata: options.metadata }) as unknown as C,
    createsStream: options.streamId === undefined && (stream.creates?.(input) ?? false),
  }
}

/**
 * The one command path, step by step: read what the decision needs ({@link load}), decide and append at the
 * version it was decided on with the command's result and the inline projections' steps ({@link decideAndAppend}),
 * and answer a command already handled with its first result ({@link firstResultOr}). A concurrent writer makes
 * the append fail; then the command is re-decided on the fresh state, a bounded number of times, and a conflict
 * that survives them is a 409.
 */
export const handleCommand = async <
  State,
  C extends Command,
  E extends DomainEvent,
  const I extends CommandInput<C>,
  Result = { version: number },
>(
  deps: CommandHandlerDeps,
  stream: CommandStream<State, C, E>,
  input: I,
  options: StampedOptions<State, I, Result>,
): Promise<Result> => {
  const call = callOf(stream, input, options)
  const maxAttempts = stream.maxAttempts ?? deps.maxAttempts ?? DEFAULT_ATTEMPTS
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const end = await settleAttempt(deps, call, attempt)
    if ('answer' in end) return end.answer
    if (end.retry === 'after a wait' && attempt < maxAttempts) await backoff(attempt)
  }
  throw new ConflictError()
}

/**
 * The same steps inside a transaction that is already open (`deps.db`), once: for a command that must commit or
 * fail with another (see runCommandInTransaction). A refusal is thrown as the decider gives it and rolls the
 * transaction back; a stream another writer moved meanwhile fails the append (WrongExpectedVersion), for the
 * enclosing command to decide again. No NOTIFY of its own: the enclosing command's append wakes the readers.
 */
export const handleCommandInTransaction = async <
  State,
  C extends Command,
  E extends DomainEvent,
  const I extends CommandInput<C>,
  Result = { version: number },
>(
  deps: Pick<CommandHandlerDeps, 'db' | 'projections'>,
  stream: CommandStream<State, C, E>,
  input: I,
  options: StampedOptions<State, I, Result>,
): Promise<Result> => {
  const call = callOf(stream, input, options)
  try {
    const done = await decideInTransaction(deps, call, deps.db, call.createsStream)
    return 'unchanged' in done ? done.unchanged : done.outcome
  } catch (error) {
    throw error instanceof Refused ? error.reason : error
  }
}

/**
 * How one attempt ended: with the caller's answer, or with another attempt to make, at once (a first run of the
 * same command was committing: the next pass finds its result) or after a wait (another writer moved the stream).
 */
type AttemptEnd<Result> = { readonly answer: Result } | { readonly retry: 'at once' | 'after a wait' }

/**
 * Runs one attempt and sorts its end. A refusal, or a command that changes nothing, may belong to a command
 * already handled, whose first result then stands; otherwise the refusal is thrown to the caller.
 */
const settleAttempt = async <State, C extends Command, E extends DomainEvent, I extends CommandInput<C>, Result>(
  deps: CommandHandlerDeps,
  call: Call<State, C, E, I, Result>,
  attempt: number,
): Promise<AttemptEnd<Result>> => {
  const { commandId } = call.options.metadata
  const requestHash = call.options.requestHash ?? null
  try {
    const done = await attemptOnce(deps, call, attempt)
    if ('unchanged' in done)
      return { answer: await firstResultOr<Result, Result>(deps.db, commandId, requestHash, () => done.unchanged) }
    deps.onAppended?.(done.notified)
    return { answer: done.outcome }
  } catch (error) {
    if (error instanceof Refused) {
      return {
        answer: await firstResultOr<Result, never>(deps.db, commandId, requestHash, () => {
          throw error.reason
        }),
      }
    }
    if (error instanceof DuplicateCommand) {
      return error.previous ? { answer: error.previous.result as Result } : { retry: 'at once' }
    }
    if (error instanceof WrongExpectedVersion) return { retry: 'after a wait' }
    throw error
  }
}

/** The idempotency check: a command already handled gets its stored first result, anything else `otherwise`. */
const firstResultOr = async <Result, T>(
  db: Kysely<DB>,
  commandId: string,
  requestHash: string | null,
  otherwise: () => T,
): Promise<Result | T> => {
  const previous = await findCommandResult(db, commandId, requestHash)
  return previous ? (previous.result as Result) : otherwise()
}

/** What one attempt decides on: the stream's state and version, the command, the condition stream's version. */
interface Loaded<State, C extends Command> {
  readonly state: State
  readonly version: number
  readonly command: C
  readonly conditionVersion: number | null
}

/** An attempt that went through: the new result, or the result of a command that changes nothing. */
type Decided<Result> = { readonly outcome: Result; readonly notified: boolean } | { readonly unchanged: Result }

/**
 * One attempt: read, decide and append. A command that reads facts under its stream's lock (`underLock`) does all
 * three in one transaction that takes the lock first; any other reads outside a transaction, and reads nothing on
 * its first attempt when it creates its stream.
 */
const attemptOnce = async <State, C extends Command, E extends DomainEvent, I extends CommandInput<C>, Result>(
  deps: CommandHandlerDeps,
  call: Call<State, C, E, I, Result>,
  attempt: number,
): Promise<Decided<Result>> => {
  const fresh = attempt === 1 && call.createsStream
  if (!call.options.underLock) return decideAndAppend(deps, call, deps.db, false, await load(deps.db, call, fresh))
  return deps.db.transaction().execute((trx) => decideInTransaction(deps, call, trx, fresh))
}

/**
 * Read, decide and append in `trx`: the attempt of an `underLock` command, or a command run inside another's
 * transaction. With `underLock` the stream's row is locked first and the command read under the lock.
 */
const decideInTransaction = async <State, C extends Command, E extends DomainEvent, I extends CommandInput<C>, Result>(
  deps: Pick<CommandHandlerDeps, 'projections' | 'notice'>,
  call: Call<State, C, E, I, Result>,
  trx: Kysely<DB>,
  fresh: boolean,
): Promise<Decided<Result>> => {
  const { underLock } = call.options
  if (!underLock) return decideAndAppend(deps, call, trx, true, await load(trx, call, fresh))
  await lockStreamRow(trx, call.streamId)
  const loaded = await load(trx, call, false)
  return decideAndAppend(deps, call, trx, true, { ...loaded, command: call.withMetadata(await underLock(trx)) })
}

/**
 * Reads what the decision needs: the command's stream (none for a `fresh` one), the events it also folds, and the
 * condition stream, which gives the command as decided on it.
 */
const load = async <State, C extends Command, E extends DomainEvent, I extends CommandInput<C>, Result>(
  reader: Kysely<DB>,
  { stream, input, options, streamId, withMetadata }: Call<State, C, E, I, Result>,
  fresh: boolean,
): Promise<Loaded<State, C>> => {
  const { condition } = options
  // The condition is read first: should it change before the rest is read, the append's check refuses.
  const read = condition ? await readStream(reader, condition.streamId) : null
  const own = fresh ? { events: [], version: 0 } : await readStream(reader, streamId)
  const others = fresh || !stream.alsoFolds ? [] : await stream.alsoFolds(reader, input)
  const state = foldInLogOrder(stream.decider, [
    ...own.events,
    ...others,
    ...(read && condition?.foldsIntoState ? read.events : []),
  ])
  if (!condition || !read) return { state, version: own.version, command: withMetadata(input), conditionVersion: null }
  return {
    state,
    version: own.version,
    command: withMetadata(condition.input(read.events)),
    conditionVersion: read.version,
  }
}

/**
 * The state folded from events of one stream or several, in log order (a stream's own are in version order). Only
 * a stream's kind appends to it, so every event is one of its decider's: the one place that says so to the
 * compiler.
 */
export const foldInLogOrder = <State, C extends Command, E extends DomainEvent>(
  decider: Decider<State, C, E>,
  events: readonly RecordedEvent[],
): State =>
  [...events]
    .sort((x, y) => x.position - y.position)
    .reduce((state, event) => decider.evolve(state, event as unknown as E), decider.initialState())

/**
 * Decides, computes the result from the state after the new events, and appends both on `target` (the database,
 * or the transaction the attempt runs in). A command that changes nothing appends nothing.
 */
const decideAndAppend = async <State, C extends Command, E extends DomainEvent, I extends CommandInput<C>, Result>(
  deps: Pick<CommandHandlerDeps, 'projections' | 'notice'>,
  call: Call<State, C, E, I, Result>,
  target: Kysely<DB>,
  inTransaction: boolean,
  { state, version, command, conditionVersion }: Loaded<State, C>,
): Promise<Decided<Result>> => {
  const { decider } = call.stream
  const result = (outcome: { state: State; version: number }): Result =>
    call.options.result
      ? call.options.result({ command: call.input, ...outcome })
      : ({ version: outcome.version } as Result)
  const decided = decide(decider, command, state)
  if (decided.length === 0) return { unchanged: result({ state, version }) }
  const next = decided.reduce(decider.evolve, state)
  const outcome = result({ state: next, version: version + decided.length })
  const metadata = eventMetadataFor(call.teamId, call.options.metadata.commandId, command)
  const notified = await appendDecided(deps, call, target, inTransaction, {
    decided,
    version,
    outcome,
    metadata,
    conditionVersion,
  })
  return { outcome, notified }
}

/** The decider's events; a refusal becomes Refused, so the attempt can look for a first result of the command. */
const decide = <State, C extends Command, E extends DomainEvent>(
  decider: Decider<State, C, E>,
  command: C,
  state: State,
): readonly E[] => {
  try {
    return decider.decide(command, state)
  } catch (error) {
    throw new Refused(error)
  }
}

/**
 * What every event of the command carries beside its data: the command's id as the request gave it, the rest from
 * the command as decided (a condition may have given it).
 */
const eventMetadataFor = (
  teamId: string | null,
  commandId: string,
  { metadata }: Command,
): Omit<EventMetadata, 'schemaVersion'> => ({
  teamId,
  // By id and role only, whatever the caller passed: a name never enters the log.
  actor: metadata.actor && { userId: metadata.actor.userId, role: metadata.actor.role },
  commandId,
  correlationId: metadata.correlationId,
  recordedAt: metadata.now.toISOString(),
})

/** The decided events ready to append, with the result stored beside them for a retried command. */
interface Decision<E extends DomainEvent, Result> {
  readonly decided: readonly E[]
  readonly version: number
  readonly outcome: Result
  readonly metadata: Omit<EventMetadata, 'schemaVersion'>
  readonly conditionVersion: number | null
}

/**
 * Appends the events at the version they were decided on, with the command's id and result, the condition's
 * version, the inline projections' steps (set-based handlers' functions with their runs) and, when the notifier
 * asks for it, the NOTIFY for other instances, in one call to the database. Projections that read as they write,
 * and writes outside the log (`alsoInTransaction`), make it a transaction instead; in the transaction of an
 * `underLock` command it all runs there. True when the append carried the NOTIFY.
 */
const appendDecided = async <State, C extends Command, E extends DomainEvent, I extends CommandInput<C>, Result>(
  deps: Pick<CommandHandlerDeps, 'projections' | 'notice'>,
  { stream, options, streamId, teamId }: Call<State, C, E, I, Result>,
  target: Kysely<DB>,
  inTransaction: boolean,
  { decided, version, outcome, metadata, conditionVersion }: Decision<E, Result>,
): Promise<boolean> => {
  const { condition, alsoInTransaction } = options
  const notify = deps.notice?.()
  const append = (to: Kysely<DB>, then?: readonly CommandStep[]) =>
    appendToStream(to, {
      streamId,
      streamType: stream.type,
      teamId,
      expectedVersion: version,
      events: decided,
      metadata,
      command: { id: metadata.commandId, result: outcome, requestHash: options.requestHash ?? null },
      ...(then ? { then } : {}),
      ...(notify !== undefined ? { notify } : {}),
      ...(condition && conditionVersion !== null
        ? { condition: { streamId: condition.streamId, version: conditionVersion } }
        : {}),
    })
  const statements = await deps.projections.stepsFor(pendingEvents(decided, { streamId, teamId, version, metadata }))
  const appendWithTheRest = async (trx: Kysely<DB>) => {
    const recorded = await append(trx, statements ?? undefined)
    if (!statements) await deps.projections.applyInline(trx, recorded)
    await alsoInTransaction?.(trx)
  }
  if (inTransaction) await appendWithTheRest(target)
  else if (statements && !alsoInTransaction) await append(target, statements)
  else await target.transaction().execute(appendWithTheRest)
  options.appended?.(decided.map((event) => event.type))
  return notify !== undefined
}

/** The events as they will be stored, for projections to write from before the append (position not yet known). */
const pendingEvents = (
  events: readonly DomainEvent[],
  at: { streamId: string; teamId: string | null; version: number; metadata: Omit<EventMetadata, 'schemaVersion'> },
): RecordedEvent[] =>
  events.map((event, index) => ({
    type: event.type,
    data: event.data,
    streamId: at.streamId,
    streamVersion: at.version + index + 1,
    position: 0,
    txId: '0',
    teamId: at.teamId,
    metadata: { ...at.metadata, schemaVersion: currentSchemaVersion(upcasters(), event.type) },
  }))

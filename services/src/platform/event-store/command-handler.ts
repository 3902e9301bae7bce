import type { Decider } from '@teamspace/domain/shared/decider'
import { ConflictError } from '@teamspace/domain/shared/errors'
import type { Command, DomainEvent, EventMetadata, RecordedEvent } from '@teamspace/domain/shared/events'
import { currentSchemaVersion } from '@teamspace/domain/shared/upcasting'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { CommandStep, ProjectionRegistry } from '../projections/registry'
import { DuplicateCommand, WrongExpectedVersion, appendToStream, findCommandResult, readStream } from './event-store'
import { upcasters } from './upcasters'

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

export interface CommandRequest<State, C extends Command, E extends DomainEvent, Result> {
  readonly decider: Decider<State, C, E>
  readonly streamId: string
  readonly streamType: string
  readonly teamId: string | null
  readonly command: C
  /**
   * The hash of the request the command's id came with (see requestHash in command-id.ts), stored with the id:
   * the same id sent with another request is refused (CommandIdReused) instead of answering the first result.
   */
  readonly requestHash?: string | null
  /**
   * What the caller gets back, from the state after the new events. It is stored with the events, and a retried
   * command gets the stored one, so it must be JSON and depend on nothing else.
   */
  readonly result: (outcome: { state: State; version: number }) => Result
  /**
   * Writes to mutable tables outside the log that must commit or fail with the events: credentials and
   * erasable personal data (ARCHITECTURE §2.7). Runs after the inline projections, again on every retry.
   */
  readonly alsoInTransaction?: (trx: Kysely<DB>) => Promise<void>
  /**
   * The command starts its stream (a new player, a new stat line): it is decided on the empty state at version
   * 0 without reading the stream. Should the stream exist after all, the append fails and the retry reads it.
   */
  readonly createsStream?: boolean
  /**
   * A stream the decision reads but does not write (the poll a ballot is cast in). Each attempt reads it beside
   * the command's own stream and hands its events to `command`, which gives the command as decided on them; the
   * append then checks that stream is still at the version read, holding it share-locked until commit (see
   * AppendRequest.condition), or the attempt is re-decided.
   */
  readonly condition?: {
    readonly streamId: string
    readonly command: (events: readonly RecordedEvent[]) => C
    /**
     * The condition stream's events are part of the state too: folded with the command's own, in log order (a
     * join is decided on the joined group's stream, whose open invitations it reads, and on the joiner's own).
     */
    readonly foldsIntoState?: boolean
  }
  /**
   * Events of other streams the state is folded from, with the stream's own in log order, read on every attempt
   * (a group's decisions read the members who joined it, each on a stream of their own). They guard nothing: a decision
   * that must not pass once they change names them as its condition instead.
   */
  readonly alsoFolds?: (reader: Kysely<DB>) => Promise<readonly RecordedEvent[]>
  /**
   * Facts that writers of other streams add to while the command decides (a poll's tally, which each ballot
   * changes under a share lock on the poll's stream). Each attempt then runs in one transaction that first locks the
   * command's own stream row FOR UPDATE, then reads the stream and these facts into the command: nothing that
   * checks this stream can commit in between, and the append that follows cannot meet a newer version.
   */
  readonly underLock?: (trx: Kysely<DB>, command: C) => Promise<C>
  /**
   * How many times the command may be decided before a conflict is given up as a 409; the handler's default
   * otherwise. A stream that many write at once but that stops changing once its invariant is met (a
   * limited number of places) sets it high, so every contender gets to re-decide and hear the real answer ("Full").
   */
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

/**
 * The one command path, step by step: decide on the stream's state ({@link attemptOnce}), append at the version it
 * was decided on with the command's result and the inline projections' steps ({@link appendDecided}), and
 * answer a command already handled with its first result ({@link firstResultOr}). A concurrent writer makes the
 * append fail; then the command is re-decided on the fresh state, a bounded number of times, and a conflict that
 * survives them is a 409.
 */
export const handleCommand = async <State, C extends Command, E extends DomainEvent, Result>(
  deps: CommandHandlerDeps,
  request: CommandRequest<State, C, E, Result>,
): Promise<Result> => {
  const maxAttempts = request.maxAttempts ?? deps.maxAttempts ?? DEFAULT_ATTEMPTS
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const end = await settleAttempt(deps, request, attempt)
    if ('answer' in end) return end.answer
    if (end.retry === 'after a wait' && attempt < maxAttempts) await backoff(attempt)
  }
  throw new ConflictError()
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
const settleAttempt = async <State, C extends Command, E extends DomainEvent, Result>(
  deps: CommandHandlerDeps,
  request: CommandRequest<State, C, E, Result>,
  attempt: number,
): Promise<AttemptEnd<Result>> => {
  const { commandId } = request.command.metadata
  const requestHash = request.requestHash ?? null
  try {
    const done = await attemptOnce(deps, request, attempt)
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
const attemptOnce = async <State, C extends Command, E extends DomainEvent, Result>(
  deps: CommandHandlerDeps,
  request: CommandRequest<State, C, E, Result>,
  attempt: number,
): Promise<Decided<Result>> => {
  const { underLock } = request
  if (!underLock) {
    const fresh = attempt === 1 && request.createsStream === true
    return decideAndAppend(deps, request, deps.db, false, await load(deps.db, request, fresh))
  }
  return deps.db.transaction().execute(async (trx) => {
    await lockStreamRow(trx, request.streamId)
    const loaded = await load(trx, request, false)
    return decideAndAppend(deps, request, trx, true, { ...loaded, command: await underLock(trx, loaded.command) })
  })
}

/**
 * Reads what the decision needs: the command's stream (none for a `fresh` one), the events it also folds, and the
 * condition stream, which gives the command as decided on it.
 */
const load = async <State, C extends Command, E extends DomainEvent, Result>(
  reader: Kysely<DB>,
  request: CommandRequest<State, C, E, Result>,
  fresh: boolean,
): Promise<Loaded<State, C>> => {
  const { condition } = request
  // The condition is read first: should it change before the rest is read, the append's check refuses.
  const read = condition ? await readStream(reader, condition.streamId) : null
  const own = fresh ? { events: [], version: 0 } : await readStream(reader, request.streamId)
  const others = fresh || !request.alsoFolds ? [] : await request.alsoFolds(reader)
  const state = foldInLogOrder(request.decider, [
    ...own.events,
    ...others,
    ...(read && condition?.foldsIntoState ? read.events : []),
  ])
  if (!condition || !read) return { state, version: own.version, command: request.command, conditionVersion: null }
  return { state, version: own.version, command: condition.command(read.events), conditionVersion: read.version }
}

/** The state folded from events of one stream or several, in log order (a stream's own are in version order). */
const foldInLogOrder = <State, C extends Command, E extends DomainEvent>(
  decider: Decider<State, C, E>,
  events: readonly RecordedEvent[],
): State =>
  [...events]
    .sort((x, y) => x.position - y.position)
    .reduce((state, event) => decider.evolve(state, event as unknown as E), decider.initialState())

/**
 * Decides, computes the result from the state after the new events, and appends both on `target` (the database,
 * or the transaction that holds the stream's lock). A command that changes nothing appends nothing.
 */
const decideAndAppend = async <State, C extends Command, E extends DomainEvent, Result>(
  deps: CommandHandlerDeps,
  request: CommandRequest<State, C, E, Result>,
  target: Kysely<DB>,
  inTransaction: boolean,
  { state, version, command, conditionVersion }: Loaded<State, C>,
): Promise<Decided<Result>> => {
  const decided = decide(request.decider, command, state)
  if (decided.length === 0) return { unchanged: request.result({ state, version }) }
  const next = decided.reduce(request.decider.evolve, state)
  const outcome = request.result({ state: next, version: version + decided.length })
  const metadata = eventMetadataFor(request.teamId, request.command.metadata.commandId, command)
  const notified = await appendDecided(deps, request, target, inTransaction, {
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
const appendDecided = async <State, C extends Command, E extends DomainEvent, Result>(
  deps: CommandHandlerDeps,
  request: CommandRequest<State, C, E, Result>,
  target: Kysely<DB>,
  inTransaction: boolean,
  { decided, version, outcome, metadata, conditionVersion }: Decision<E, Result>,
): Promise<boolean> => {
  const { streamId, streamType, teamId, condition } = request
  const notify = deps.notice?.()
  const append = (to: Kysely<DB>, then?: readonly CommandStep[]) =>
    appendToStream(to, {
      streamId,
      streamType,
      teamId,
      expectedVersion: version,
      events: decided,
      metadata,
      command: { id: metadata.commandId, result: outcome, requestHash: request.requestHash ?? null },
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
    await request.alsoInTransaction?.(trx)
  }
  if (inTransaction) await appendWithTheRest(target)
  else if (statements && !request.alsoInTransaction) await append(target, statements)
  else await target.transaction().execute(appendWithTheRest)
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

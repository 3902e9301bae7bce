import type { Decider } from '@teamspace/domain/shared/decider'
import { ConflictError } from '@teamspace/domain/shared/errors'
import type { Command, DomainEvent, EventMetadata, RecordedEvent } from '@teamspace/domain/shared/events'
import { currentSchemaVersion } from '@teamspace/domain/shared/upcasting'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { ProjectionRegistry } from '../projections/registry'
import { DuplicateCommand, WrongExpectedVersion, appendToStream, findCommandResult, readStream } from './event-store'
import { upcasters } from './upcasters'

export interface CommandHandlerDeps {
  readonly db: Kysely<DB>
  readonly projections: ProjectionRegistry
  /** Called after every commit that appended events, so this instance's tailer wakes at once. */
  readonly onAppended?: () => void
  readonly maxAttempts?: number
}

export interface CommandRequest<State, C extends Command, E extends DomainEvent, Result> {
  readonly decider: Decider<State, C, E>
  readonly streamId: string
  readonly streamType: string
  readonly teamId: string | null
  readonly command: C
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
   * A stream the decision reads but does not write (the voting a vote is cast in). Each attempt reads it beside
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
   * otherwise. A stream that many write at once but that stops changing once its invariant is met (a volunteer
   * need's slots) sets it high, so every contender gets to re-decide and hear the real answer ("Full").
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
 * The one command path: read the stream (not for a stream the command creates), fold it, decide, and append at
 * the version it was decided on with the inline projections' statements, in one call that also answers "seen
 * this command" (its first result comes back instead). A concurrent writer makes the append fail; then the
 * command is re-decided on the fresh state, a bounded number of times, and a conflict that survives them is a
 * 409. A command with writes outside the log, or whose projections read as they write, runs the same append
 * in a transaction with those writes; so does one that reads facts under its stream's lock (`underLock`).
 */
export const handleCommand = async <State, C extends Command, E extends DomainEvent, Result>(
  deps: CommandHandlerDeps,
  request: CommandRequest<State, C, E, Result>,
): Promise<Result> => {
  const { db, projections, onAppended } = deps
  const maxAttempts = request.maxAttempts ?? deps.maxAttempts ?? DEFAULT_ATTEMPTS
  const { decider, streamId, streamType, teamId, condition, underLock } = request
  const { commandId } = request.command.metadata
  const evolve = (state: State, event: RecordedEvent) => decider.evolve(state, event as unknown as E)
  /** A command refused or left without effect may still be one already handled: its first result stands. */
  const previousOr = async <T>(otherwise: () => T): Promise<Result | T> => {
    const previous = await findCommandResult(db, commandId)
    return previous ? (previous.result as Result) : otherwise()
  }

  /** The state folded from events of one stream or several, in log order (a stream's own are in version order). */
  const fold = (events: readonly RecordedEvent[]) =>
    [...events].sort((x, y) => x.position - y.position).reduce(evolve, decider.initialState())

  /** What one attempt decides on: the stream's state and version, the command, the condition stream's version. */
  const load = async (reader: Kysely<DB>, fresh: boolean) => {
    // The condition is read first: should it change before the rest is read, the append's check refuses.
    const read = condition ? await readStream(reader, condition.streamId) : null
    const own = fresh ? { events: [], version: 0 } : await readStream(reader, streamId)
    const others = fresh || !request.alsoFolds ? [] : await request.alsoFolds(reader)
    const folded = [...own.events, ...others, ...(read && condition?.foldsIntoState ? read.events : [])]
    const state = fold(folded)
    if (!condition || !read) return { state, version: own.version, command: request.command, conditionVersion: null }
    return { state, version: own.version, command: condition.command(read.events), conditionVersion: read.version }
  }

  /**
   * Decides and appends on `target` (the database, or the transaction that holds the stream's lock). Returns
   * `unchanged` with the result when the command changes nothing; throws Refused when the decider refuses it.
   */
  const decideAndAppend = async (
    target: Kysely<DB>,
    inTransaction: boolean,
    { state, version, command, conditionVersion }: Awaited<ReturnType<typeof load>>,
  ): Promise<{ outcome: Result } | { unchanged: Result }> => {
    let decided: readonly E[]
    try {
      decided = decider.decide(command, state)
    } catch (error) {
      throw new Refused(error)
    }
    if (decided.length === 0) return { unchanged: request.result({ state, version }) }
    const next = decided.reduce(decider.evolve, state)

    const { metadata } = command
    const outcome = request.result({ state: next, version: version + decided.length })
    const eventMetadata = {
      teamId,
      // By id and role only, whatever the caller passed: a name never enters the log.
      actor: metadata.actor && { userId: metadata.actor.userId, role: metadata.actor.role },
      commandId,
      correlationId: metadata.correlationId,
      recordedAt: metadata.now.toISOString(),
    }
    const append = (to: Kysely<DB>, then?: readonly string[]) =>
      appendToStream(to, {
        streamId,
        streamType,
        teamId,
        expectedVersion: version,
        events: decided,
        metadata: eventMetadata,
        command: { id: commandId, result: outcome },
        ...(then ? { then } : {}),
        ...(condition && conditionVersion !== null
          ? { condition: { streamId: condition.streamId, version: conditionVersion } }
          : {}),
      })
    const statements = await projections.statementsFor(
      pendingEvents(decided, { streamId, teamId, version, metadata: eventMetadata }),
    )
    const appendWithTheRest = async (trx: Kysely<DB>) => {
      const recorded = await append(trx, statements ?? undefined)
      if (!statements) await projections.applyInline(trx, recorded)
      await request.alsoInTransaction?.(trx)
    }
    if (inTransaction) await appendWithTheRest(target)
    else if (statements && !request.alsoInTransaction) await append(target, statements)
    else await target.transaction().execute(appendWithTheRest)
    return { outcome }
  }

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    try {
      const done = underLock
        ? await db.transaction().execute(async (trx) => {
            await lockStreamRow(trx, streamId)
            const loaded = await load(trx, false)
            return decideAndAppend(trx, true, { ...loaded, command: await underLock(trx, loaded.command) })
          })
        : await decideAndAppend(db, false, await load(db, attempt === 1 && request.createsStream === true))
      if ('unchanged' in done) return previousOr(() => done.unchanged)
      onAppended?.()
      return done.outcome
    } catch (error) {
      if (error instanceof Refused) {
        return previousOr(() => {
          throw error.reason
        })
      }
      if (error instanceof DuplicateCommand) {
        if (error.previous) return error.previous.result as Result
        continue // a first run was committing meanwhile: the next pass finds its result
      }
      if (!(error instanceof WrongExpectedVersion)) throw error
      if (attempt < maxAttempts) await backoff(attempt)
    }
  }
  throw new ConflictError()
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

import type { Decider } from '@teamspace/domain/shared/decider'
import { ConflictError } from '@teamspace/domain/shared/errors'
import type { Command, DomainEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { ProjectionRegistry } from '../projections/registry'
import { DuplicateCommand, WrongExpectedVersion, appendToStream, findCommandResult, readStream } from './event-store'

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
}

const DEFAULT_ATTEMPTS = 5

/** Full jitter: a random wait up to a ceiling that doubles with each attempt, so retrying writers spread out. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt))

/**
 * The one command path: read the stream, fold it, decide, append at the version it was decided on and run the
 * inline projections in the same transaction. A concurrent writer makes the append fail; then the command is
 * re-decided on the fresh state, a bounded number of times, and a conflict that survives them is a 409.
 */
export const handleCommand = async <State, C extends Command, E extends DomainEvent, Result>(
  deps: CommandHandlerDeps,
  request: CommandRequest<State, C, E, Result>,
): Promise<Result> => {
  const { db, projections, onAppended, maxAttempts = DEFAULT_ATTEMPTS } = deps
  const { decider, streamId, streamType, teamId, command } = request
  const { commandId } = command.metadata

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const previous = await findCommandResult(db, commandId)
    if (previous) return previous.result as Result

    const { events: history, version } = await readStream(db, streamId)
    const state = history.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initialState())
    const decided = decider.decide(command, state)
    const next = decided.reduce(decider.evolve, state)

    if (decided.length === 0) return request.result({ state, version })

    try {
      const result = await db.transaction().execute(async (trx) => {
        const { metadata } = command
        const outcome = request.result({ state: next, version: version + decided.length })
        const recorded = await appendToStream(trx, {
          streamId,
          streamType,
          teamId,
          expectedVersion: version,
          events: decided,
          metadata: {
            teamId,
            actor: metadata.actor,
            commandId: metadata.commandId,
            correlationId: metadata.correlationId,
            recordedAt: metadata.now.toISOString(),
          },
          command: { id: commandId, result: outcome },
        })
        await projections.applyInline(trx, recorded)
        await request.alsoInTransaction?.(trx)
        return outcome
      })
      onAppended?.()
      return result
    } catch (error) {
      if (error instanceof DuplicateCommand) continue // the next pass returns the first result
      if (!(error instanceof WrongExpectedVersion)) throw error
      if (attempt < maxAttempts) await backoff(attempt)
    }
  }
  throw new ConflictError()
}

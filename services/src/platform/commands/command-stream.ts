import type { Decider } from '@teamspace/domain/shared/decider'
import type { Actor, Command, CommandMetadata, DomainEvent, RecordedEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

/** A command as a route states it: its type and data. Time, ids, actor and command id are added by `runCommand`. */
export type CommandInput<C extends Command> = C extends Command ? { type: C['type']; data: C['data'] } : never

/**
 * A kind of stream: the decider that guards it and the stream a command goes to. A stream holds exactly what
 * one invariant needs (a team's jersey numbers, one game's stat lines), so writes that share no invariant
 * never collide.
 */
export interface CommandStream<State, C extends Command, E extends DomainEvent> {
  readonly type: string
  readonly decider: Decider<State, C, E>
  /** The stream a command goes to, from its data; null when only the route knows it (`CommandOptions.streamId`). */
  readonly streamOf: (command: CommandInput<C>) => string | null
  /**
   * The commands that start their stream (a new player, a new stat line under a fresh id): on the first attempt
   * they are decided on the empty state at version 0 without reading the stream. Should the stream exist after
   * all, the append fails and the next attempt reads it. Not when the route names the stream (`streamId`): it
   * looked up one that exists.
   */
  readonly creates?: (command: CommandInput<C>) => boolean
  /**
   * How many times a command may be decided before a conflict is given up as a 409; the handler's default when
   * absent. A stream that many write at once but that stops changing once its invariant is met (a limited number
   * of places) sets it high, so every contender gets to re-decide and hear the real answer ("Full").
   */
  readonly maxAttempts?: number
  /**
   * Events of other streams the state is folded from, with the stream's own in log order, read on every attempt
   * (a team's members who joined on streams of their own). They guard nothing: a decision that must not pass once
   * they change names them as its `condition` instead.
   */
  readonly alsoFolds?: (reader: Kysely<DB>, command: CommandInput<C>) => Promise<readonly RecordedEvent[]>
}

export const commandStream = <State, C extends Command, E extends DomainEvent>(
  stream: CommandStream<State, C, E>,
): CommandStream<State, C, E> => stream

/**
 * How one command is run, in one vocabulary from the route to the handler: a route gives these to `runCommand`,
 * which passes them on as they are, stamped with the command's metadata (`CommandStamp`), to `handleCommand`.
 * `I` is the command as the route states it (see CommandInput).
 */
export interface CommandOptions<State, I, Result> {
  /** The stream, when the route looked it up (a correction goes to the stream its line was recorded on). */
  readonly streamId?: string
  /** The stream's team when the command's data names none. */
  readonly teamId?: string | null
  /** Who acts, when the request has no signed-in member yet (the founder creating a team). */
  readonly actor?: Actor
  /**
   * The command is its own, whatever key the request carries: for a route that runs more than one command, or
   * whose command is safe to repeat by itself (asking for an invite link hands back the working one).
   */
  readonly freshCommandId?: boolean
  /**
   * The response, from the command as decided (with any ids it created) and the state after it. It is stored
   * with the events, and a retried command gets exactly this again, so it must be JSON and depend on nothing
   * else. Defaults to `{ version }`.
   */
  readonly result?: (outcome: { command: I; state: State; version: number }) => Result
  /**
   * Writes to mutable tables outside the log that must commit or fail with the events: credentials and
   * erasable personal data (ARCHITECTURE §3.7). Runs after the inline projections, again on every attempt;
   * skipped when the command was already handled.
   */
  readonly alsoInTransaction?: (trx: Kysely<DB>) => Promise<void>
  /**
   * A stream the decision reads without writing to it (a vote reads its voting): each attempt reads it beside
   * the command's own stream and hands its events to `input`, which gives the command as decided on them; the
   * append goes through only while that stream is still at the version read, holding it share-locked until
   * commit (see AppendRequest.condition), or the attempt is decided again.
   */
  readonly condition?: {
    readonly streamId: string
    readonly input: (events: readonly RecordedEvent[]) => I
    /**
     * Its events are part of the state too: folded with the command's own, in log order (a join is decided on
     * the joined group's stream, whose open invitations it reads, and on the joiner's own).
     */
    readonly foldsIntoState?: boolean
  }
  /**
   * The command as read while its stream's row is locked FOR UPDATE (a close reads the tally that votes, which
   * share-lock the same row, add to): each attempt then runs in one transaction that locks the row first, so
   * nothing checking the stream commits between this read and the append.
   */
  readonly underLock?: (trx: Kysely<DB>) => Promise<I>
}

/** What `runCommand` adds to a route's options: the command's metadata and the request it came with. */
export interface CommandStamp {
  readonly metadata: CommandMetadata
  /**
   * The hash of the request the command's id came with (see requestHash in command-id.ts), stored with the id:
   * the same id sent with another request is refused (CommandIdReused) instead of answering the first result.
   */
  readonly requestHash?: string | null
  /** Told the types of the events once they are appended (the answer names their live topics). */
  readonly appended?: (types: readonly string[]) => void
}

import type { Command, DomainEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import type { CallerCache } from './auth/caller-cache'
import type { Database } from './db/database'
import type { DB } from './db/schema'
import type { Erasure } from './erasure'
import type { CommandInput, CommandStream } from './commands/command-stream'
import { handleCommand, type StampedOptions } from './commands/handle-command'
import type { LiveHub } from './live/live-hub'
import type { LogTailer } from './live/log-tailer'
import type { SharedLimits } from './limits/shared-limits'
import { TeamAdmission } from './limits/team-admission'
import type { AppendNotifier } from './live/notifier'
import type { SocketEnds } from './live/socket-ends'
import type { ProjectionRegistry } from './projections/registry'

/** What routes stand on: the database, the command path and the live hub. One per app instance. */
export interface Platform {
  readonly database: Database
  readonly db: Kysely<DB>
  readonly projections: ProjectionRegistry
  readonly tailer: LogTailer
  readonly hub: LiveHub
  /**
   * Each session's caller, kept in memory: a route that ends a session or changes an account, profile or
   * membership drops it here at once (`forget`); the other instances hear of it by NOTIFY at the commit.
   */
  readonly callers: CallerCache
  /** Ends live sockets on every instance (sign-out, password change, deleted account). */
  readonly socketEnds: SocketEnds
  /** Rate-limit counters every instance on the database shares. */
  readonly limits: SharedLimits
  /** Every feature's erasure of a deleted member, a membership that ends, or a deleted player, run in the transaction that appends the removal. */
  readonly erasure: Required<Erasure>
  /** Heavy writes (a repeating series) queued per team, so one team's cannot take the pool from the others. */
  readonly admission: TeamAdmission
  /** The command path (commands/handle-command.ts) with this instance's tailer and NOTIFY: what `runCommand` calls. */
  execute<
    State,
    C extends Command,
    E extends DomainEvent,
    const I extends CommandInput<C>,
    Result = { version: number },
  >(
    stream: CommandStream<State, C, E>,
    input: I,
    options: StampedOptions<State, I, Result>,
  ): Promise<Result>
}

export const createPlatform = (
  parts: Omit<Platform, 'execute' | 'db' | 'admission'>,
  notifier?: AppendNotifier,
): Platform => ({
  ...parts,
  db: parts.database.db,
  admission: new TeamAdmission(),
  execute: (stream, input, options) =>
    handleCommand(
      {
        db: parts.database.db,
        projections: parts.projections,
        // This instance's tailer at once; the others through one NOTIFY per short window, sent by the window's
        // first append itself.
        notice: () => notifier?.claim(),
        onAppended: (notified) => {
          void parts.tailer.wake()
          notifier?.poke(notified)
        },
      },
      stream,
      input,
      options,
    ),
})

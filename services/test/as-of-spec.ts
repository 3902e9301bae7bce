import type { Folded } from '@teamspace/domain/history/history.as-of'
import type { DomainEvent, RecordedEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import type { DB } from '../src/platform/db/schema'
import type { Projection } from '../src/platform/projections/registry'
import type { TestDatabase } from './database'

/** One event of a generated history: the fact, its stream, and who recorded it when. */
export interface Written<E extends DomainEvent> {
  readonly event: E
  readonly streamId: string
  readonly recordedAt: string
  readonly actorId: string
}

class RolledBack extends Error {}

/**
 * The check of an "as of" fold against the projections that keep today's tables: `history` is applied to
 * `projections` in a transaction that is rolled back afterwards, `compare` reads the tables and folds the same
 * events (as the history views read them from the log: with their stream version, time and actor).
 */
export const foldAgainstTables = async <E extends DomainEvent>(
  t: TestDatabase,
  projections: readonly Projection[],
  history: readonly Written<E>[],
  compare: (db: Kysely<DB>, folded: readonly Folded<E>[]) => Promise<void>,
) => {
  const versions = new Map<string, number>()
  const recorded = history.map(({ event, streamId, recordedAt, actorId }, index) => {
    const streamVersion = (versions.get(streamId) ?? 0) + 1
    versions.set(streamId, streamVersion)
    return { event, streamId, streamVersion, recordedAt, actorId, index }
  })
  try {
    await t.database.db.transaction().execute(async (trx) => {
      for (const { event, streamId, streamVersion, recordedAt, actorId, index } of recorded) {
        const teamId = 'teamId' in event.data ? String(event.data.teamId) : null
        const asRecorded: RecordedEvent = {
          type: event.type,
          data: event.data,
          streamId,
          streamVersion,
          position: index + 1,
          txId: String(index + 1),
          teamId,
          metadata: {
            teamId,
            actor: { userId: actorId, role: 'coach' },
            commandId: `command-${index}`,
            correlationId: `correlation-${index}`,
            recordedAt,
            schemaVersion: 1,
          },
        }
        for (const projection of projections)
          if (projection.handles.includes(event.type)) await projection.apply(asRecorded, trx)
      }
      await compare(
        trx,
        recorded.map(({ event, streamVersion, recordedAt, actorId }) => ({
          ...event,
          streamVersion,
          recordedAt,
          actorId,
        })),
      )
      throw new RolledBack()
    })
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error
  }
}

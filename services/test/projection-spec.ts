import type { DomainEvent, RecordedEvent } from '@teamspace/domain/shared/events'
import { sql } from 'kysely'
import { expect } from 'vitest'
import type { ReadTable } from '../src/platform/db/schema'
import type { Projection } from '../src/platform/projections/registry'
import type { TestDatabase } from './database'

/** An event as a projection test gives it: the fact, and the stream it was appended to when that matters. */
export interface GivenEvent {
  readonly event: DomainEvent
  readonly streamId?: string
}

/** The event `event` as appended to `streamId` (the stream a projection may record, e.g. a stat line's). */
export const onStream = (streamId: string, event: DomainEvent): GivenEvent => ({ event, streamId })

const actor = { userId: 'user-coach', role: 'coach' } as const

const recorded = (given: GivenEvent, index: number): RecordedEvent => {
  const teamId = 'teamId' in given.event.data ? String(given.event.data.teamId) : null
  return {
    type: given.event.type,
    data: given.event.data,
    streamId: given.streamId ?? `stream-${index}`,
    streamVersion: 1,
    position: index + 1,
    txId: String(index + 1),
    teamId,
    metadata: {
      teamId,
      actor,
      commandId: `command-${index}`,
      correlationId: `correlation-${index}`,
      recordedAt: '2026-09-01T10:00:00.000Z',
      schemaVersion: 1,
    },
  }
}

type Rows = Partial<Record<ReadTable, readonly Record<string, unknown>[]>>

class RolledBack extends Error {}

const sortedRows = (rows: readonly Record<string, unknown>[]) =>
  [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))

/**
 * Projection tests that read as a specification, on the real database:
 *
 *   await spec(statsProjection).given(added('p1'), recorded('s1', 'p1')).then({ player_totals: [{ … }] })
 *
 * The events are applied in a transaction that is rolled back afterwards, so specs share one database. `then`
 * compares only the tables and the columns it names, and the rows in any order.
 */
export const projectionSpec = (t: TestDatabase) => (projection: Projection) => ({
  given: (...events: readonly (DomainEvent | GivenEvent)[]) => ({
    then: async (expected: Rows) => {
      try {
        await t.database.db.transaction().execute(async (trx) => {
          const givens = events.map((e): GivenEvent => ('event' in e ? e : { event: e }))
          for (const [index, given] of givens.entries()) await projection.apply(recorded(given, index), trx)
          for (const [table, rows] of Object.entries(expected) as [ReadTable, Record<string, unknown>[]][]) {
            const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
            const actual =
              columns.length === 0
                ? (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(trx)).rows
                : (
                    await sql<
                      Record<string, unknown>
                    >`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(trx)
                  ).rows
            expect(sortedRows(actual), `rows of ${table}`).toEqual(sortedRows(rows))
          }
          throw new RolledBack()
        })
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error
      }
    },
  }),
})

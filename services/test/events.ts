import type { DomainEvent } from '@teamspace/domain/shared/events'
import type { Kysely } from 'kysely'
import { nanoid } from 'nanoid'
import type { DB } from '../src/platform/db/schema'
import { appendToStream } from '../src/platform/event-store/append'

export const testEvent = (n: number): DomainEvent => ({ type: 'TestHappened', data: { n } })

export const metadataFor = (teamId: string | null = 'team-test') => ({
  teamId,
  actor: null,
  commandId: nanoid(),
  correlationId: nanoid(),
  recordedAt: new Date().toISOString(),
})

/** Appends in a transaction of its own, as a command would. */
export const append = (
  db: Kysely<DB>,
  streamId: string,
  expectedVersion: number,
  events: DomainEvent[],
  teamId = 'team-test',
) =>
  db.transaction().execute((trx) =>
    appendToStream(trx, {
      streamId,
      streamType: 'test',
      teamId,
      expectedVersion,
      events,
      metadata: metadataFor(teamId),
    }),
  )

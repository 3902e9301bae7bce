import type { Decider } from '@teamspace/domain/shared/decider'
import { ConflictError } from '@teamspace/domain/shared/errors'
import type { Command, DomainEvent } from '@teamspace/domain/shared/events'
import { testMetadata } from '@teamspace/domain/shared/testing'
import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
} from 'kysely'
import { nanoid } from 'nanoid'
import { describe, expect, it } from 'vitest'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { append } from '../../../test/events'
import type { DB } from '../db/schema'
import { createProjectionRegistry, defineProjection, readsAndWrites } from '../projections/registry'
import { commandStream } from './command-stream'
import { handleCommand } from './handle-command'
import { readStream } from '../event-store/read'

/** A counter stream: `Add` appends `Added` with the running total it decided on. */
type Add = Command<'Add', { amount: number }>
type Added = DomainEvent<'Added', { amount: number; total: number }>
const counter: Decider<number, Add, Added> = {
  initialState: () => 0,
  decide: (command, total) => [
    { type: 'Added', data: { amount: command.data.amount, total: total + command.data.amount } },
  ],
  evolve: (total, event) => total + event.data.amount,
}

const counterStream = commandStream({ type: 'counter', decider: counter, streamOf: () => null })

const t = useTestDatabase()
const projections = createProjectionRegistry([])

const add = (db = t.database.db, streamId: string, amount: number, commandId = nanoid(), maxAttempts?: number) =>
  handleCommand(
    { db, projections, ...(maxAttempts ? { maxAttempts } : {}) },
    counterStream,
    { type: 'Add', data: { amount } },
    {
      streamId,
      teamId: 'team-test',
      metadata: testMetadata({ commandId }),
      result: ({ state, version }) => ({ total: state, version }),
    },
  )

/**
 * Another writer that slips an event into the stream right after the handler has read it, `times` times:
 * each of those attempts then appends at a version the stream has left.
 */
const interleaveWriter = (streamId: string, times: number): KyselyPlugin => {
  let remaining = times
  return {
    transformQuery: (args) => args.node,
    transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      const first = result.rows[0]
      const isStreamRead = first !== undefined && first['stream_id'] === streamId && !('notified' in first)
      if (isStreamRead && remaining > 0) {
        remaining -= 1
        const version = Number(result.rows.at(-1)!['stream_version'])
        const competing = append(t.database.db, streamId, version, [{ type: 'Added', data: { amount: 100, total: 0 } }])
        // The embedded database has one connection, still held by this read: its queue hands it to the
        // competing append before the handler's own transaction. A server's pool lets it finish right away.
        if (t.isPostgres) await competing
      }
      return result
    },
  }
}

describe('the command handler', () => {
  it('decides on the folded stream and appends at its version', async () => {
    const stream = `c-${nanoid()}`
    expect(await add(undefined, stream, 2)).toEqual({ total: 2, version: 1 })
    expect(await add(undefined, stream, 3)).toEqual({ total: 5, version: 2 })
    const { events } = await readStream(t.database.db, stream)
    expect(events.map((e) => e.data)).toEqual([
      { amount: 2, total: 2 },
      { amount: 3, total: 5 },
    ])
  })

  it('re-decides on the fresh stream when another writer got there first', async () => {
    const stream = `c-${nanoid()}`
    await add(undefined, stream, 1)
    const result = await add(t.database.db.withPlugin(interleaveWriter(stream, 2)), stream, 5)
    // Two interleaved writes of 100 each, then this command decided again on top of them.
    expect(result).toEqual({ total: 206, version: 4 })
    const { events } = await readStream(t.database.db, stream)
    expect(events.at(-1)!.data).toEqual({ amount: 5, total: 206 })
  })

  it('answers a conflict that outlasts its retries with a ConflictError (409)', async () => {
    const stream = `c-${nanoid()}`
    await add(undefined, stream, 1)
    const interfering = t.database.db.withPlugin(interleaveWriter(stream, 3))
    await expect(add(interfering, stream, 5, nanoid(), 3)).rejects.toBeInstanceOf(ConflictError)
    const { events } = await readStream(t.database.db, stream)
    expect(events.map((e) => (e.data as Added['data']).amount)).toEqual([1, 100, 100, 100])
  })

  it('acts once on a command sent twice, and returns the first result', async () => {
    const stream = `c-${nanoid()}`
    const commandId = nanoid()
    const first = await add(undefined, stream, 4, commandId)
    const again = await add(undefined, stream, 4, commandId)
    expect(again).toEqual(first)
    expect((await readStream(t.database.db, stream)).version).toBe(1)
  })

  it.skipIf(!isPostgresServer())('acts once on the same command sent twice at the same moment', async () => {
    const other = await t.open()
    for (let round = 0; round < 5; round++) {
      const stream = `c-${nanoid()}`
      const commandId = nanoid()
      const [a, b] = await Promise.all([add(t.database.db, stream, 7, commandId), add(other.db, stream, 7, commandId)])
      expect(a).toEqual(b)
      expect((await readStream(t.database.db, stream)).version).toBe(1)
    }
  })

  it.skipIf(!isPostgresServer())('loses no write when many writers append to one stream at once', async () => {
    const other = await t.open()
    const stream = `c-${nanoid()}`
    const writers = Array.from({ length: 8 }, (_, i) => add(i % 2 ? other.db : t.database.db, stream, 1, nanoid(), 50))
    await Promise.all(writers)
    const { events, version } = await readStream(t.database.db, stream)
    expect(version).toBe(8)
    expect(events.map((e) => (e.data as Added['data']).total)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('appends nothing when the decision is to do nothing', async () => {
    const stream = `c-${nanoid()}`
    const noop: Decider<number, Add, Added> = { ...counter, decide: () => [] }
    const result = await handleCommand(
      { db: t.database.db, projections },
      { ...counterStream, decider: noop },
      { type: 'Add', data: { amount: 1 } },
      {
        streamId: stream,
        teamId: 'team-test',
        metadata: testMetadata({ commandId: nanoid() }),
        result: ({ version }) => ({ version }),
      },
    )
    expect(result).toEqual({ version: 0 })
    expect((await readStream(t.database.db, stream)).events).toEqual([])
  })

  describe('with a condition stream (a ballot and the poll it is cast in)', () => {
    /** `Add` on `streamId`, decided on `gate`: it adds as much as the gate stream has events. */
    const addGated = (
      db: Kysely<DB>,
      streamId: string,
      gate: string,
      registry = projections,
    ): Promise<{ total: number }> => {
      // It creates its stream: decided on the empty state on its first attempt.
      return handleCommand(
        { db, projections: registry },
        { ...counterStream, streamOf: () => streamId, creates: () => true },
        { type: 'Add', data: { amount: 0 } },
        {
          teamId: 'team-test',
          metadata: testMetadata({ commandId: nanoid() }),
          condition: {
            streamId: gate,
            input: (events) => ({ type: 'Add', data: { amount: events.length } }),
          },
          result: ({ state }) => ({ total: state }),
        },
      )
    }

    /** `Add` on `gate` under its lock, adding as many events as `counted` holds when the lock is held. */
    const addUnderLock = (db: Kysely<DB>, gate: string, counted: string, pause = 0) =>
      handleCommand(
        { db, projections },
        counterStream,
        { type: 'Add', data: { amount: 0 } },
        {
          streamId: gate,
          teamId: 'team-test',
          metadata: testMetadata({ commandId: nanoid() }),
          underLock: async (trx) => {
            if (pause) await sql`select pg_sleep(${pause})`.execute(trx)
            const { version } = await readStream(trx, counted)
            return { type: 'Add', data: { amount: version } }
          },
          result: ({ state }) => ({ total: state }),
        },
      )

    it('re-decides when the condition stream moved between reading it and appending', async () => {
      const gate = `g-${nanoid()}`
      const stream = `c-${nanoid()}`
      await add(undefined, gate, 1)
      const result = await addGated(t.database.db.withPlugin(interleaveWriter(gate, 1)), stream, gate)
      // Read with one event, appended to meanwhile: decided again on two.
      expect(result).toEqual({ total: 2 })
      expect((await readStream(t.database.db, gate)).version).toBe(2)
    })

    /** Keeps an append's transaction open for a while after the append, as a slow projection would. */
    const slowly = createProjectionRegistry([
      defineProjection<Added>({
        name: 'slow',
        version: 1,
        tables: [],
        on: {
          Added: readsAndWrites(async (_events, db) => {
            await sql`select pg_sleep(0.4)`.execute(db)
          }),
        },
      }),
    ])

    it.skipIf(!isPostgresServer())(
      'makes a command under the stream’s lock wait for a conditioned append already under way',
      async () => {
        const other = await t.open()
        const gate = `g-${nanoid()}`
        const stream = `c-${nanoid()}`
        await add(undefined, gate, 1)
        const gated = addGated(t.database.db, stream, gate, slowly)
        await new Promise((resolve) => setTimeout(resolve, 150))
        const locked = addUnderLock(other.db, gate, stream)
        expect(await gated).toEqual({ total: 1 })
        // It waited for the append that had checked the gate, and counted it.
        expect(await locked).toEqual({ total: 2 })
      },
    )

    it.skipIf(!isPostgresServer())(
      'makes a conditioned append that comes while the lock is held decide again on what the lock holder wrote',
      async () => {
        const other = await t.open()
        const gate = `g-${nanoid()}`
        const stream = `c-${nanoid()}`
        await add(undefined, gate, 1)
        const locked = addUnderLock(other.db, gate, stream, 0.4)
        await new Promise((resolve) => setTimeout(resolve, 150))
        const gated = addGated(t.database.db, stream, gate)
        // The lock holder counted nothing; the gated command waited, then decided on the gate's two events.
        expect(await locked).toEqual({ total: 1 })
        expect(await gated).toEqual({ total: 2 })
      },
    )
  })
})

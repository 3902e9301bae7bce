import { nanoid } from 'nanoid'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { append, testEvent } from '../../../test/events'
import { compareCursors } from '../event-store/cursor'
import { readHead } from '../event-store/read'
import { SubscriberRunner } from './subscriber-runner'
import { readCheckpoint, runSubscriberStep, type Subscriber } from './subscriptions'

const t = useTestDatabase()

describe('the subscriber runner', () => {
  it('handles new events when woken, settles what falls due, and delivers after each pass', async () => {
    const stream = `s-${nanoid()}`
    const seen: number[] = []
    let settled = 0
    let delivered = 0
    let dueAt = Date.now() + 300
    // A pass the test itself woke does not count, however late it came: it puts the due time off again instead.
    let wokenByTest = false
    const wake = async () => {
      wokenByTest = true
      await runner.wake()
      wokenByTest = false
    }
    const subscriber: Subscriber = {
      name: `runner-${nanoid(6)}`,
      handles: ['TestHappened'],
      handle: async (events) => {
        for (const e of events) if (e.streamId === stream) seen.push((e.data as { n: number }).n)
      },
      // Asks to be run again at `dueAt`, without any new event.
      settle: async (_trx, now) => {
        if (now.getTime() >= dueAt) {
          if (wokenByTest) dueAt = now.getTime() + 300
          else settled++
        }
        return settled === 0 ? new Date(dueAt) : null
      },
      deliver: async () => {
        delivered++
        return null
      },
    }
    const runner = new SubscriberRunner(t.database.db, [subscriber], { pollMs: 60_000 })
    runner.start()
    await append(t.database.db, stream, 0, [testEvent(1), testEvent(2)])
    await wake()
    await expect.poll(async () => (await wake(), seen)).toEqual([1, 2])
    // No event and no poll (a minute away): only the due time brings the next pass.
    await expect.poll(() => settled).toBe(1)
    expect(delivered).toBeGreaterThanOrEqual(2)
    await runner.stop()
  })

  it('tries again soon after a failed pass, without a wake-up or a poll, and carries on from there', async () => {
    let deliveries = 0
    const subscriber: Subscriber = {
      name: `failing-${nanoid(6)}`,
      handles: [],
      handle: async () => undefined,
      // The first delivery meets the database away; the next one works.
      deliver: async () => {
        deliveries++
        if (deliveries === 1) throw new Error('Connection terminated unexpectedly')
        return null
      },
    }
    const errors: unknown[] = []
    const runner = new SubscriberRunner(t.database.db, [subscriber], {
      pollMs: 60_000,
      onError: (error) => errors.push(error),
    })
    runner.start()
    // No event arrives and the poll is a minute away: only the retry after the failure brings the second pass.
    await expect.poll(() => deliveries).toBe(2)
    expect(errors).toHaveLength(1)
    await runner.stop()
  })

  it('stops within its wait even while a delivery hangs, and tells the delivery to stop', async () => {
    let signalled: AbortSignal | undefined
    const subscriber: Subscriber = {
      name: `hanging-${nanoid(6)}`,
      handles: [],
      handle: async () => undefined,
      // A mail server that never answers.
      deliver: (signal) => {
        signalled = signal
        return new Promise(() => undefined)
      },
    }
    const runner = new SubscriberRunner(t.database.db, [subscriber], { stopWaitMs: 300 })
    runner.start()
    await expect.poll(() => signalled).toBeDefined()
    const started = Date.now()
    await runner.stop()
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(signalled!.aborted).toBe(true)
  })
})

describe('a subscriber’s catch-up read', () => {
  it('returns only the event types it handles, and its checkpoint still moves past all the others', async () => {
    const type = `Wanted${nanoid(6)}`
    const stream = `s-${nanoid()}`
    const received: string[] = []
    const subscriber: Subscriber = {
      name: `filtered-${nanoid(6)}`,
      handles: [type],
      handle: async (events) => void received.push(...events.map((event) => event.type)),
    }
    // More events of other types than one batch holds, then one of its own, then others again.
    const others = (from: number) => Array.from({ length: 250 }, (_, i) => testEvent(from + i))
    await append(t.database.db, stream, 0, others(0))
    await append(t.database.db, stream, 250, [{ type, data: { n: 250 } }])
    const [last] = (await append(t.database.db, stream, 251, others(251))).slice(-1)

    // Readers stop below the oldest transaction on the whole server, which another test file may hold briefly.
    await expect.poll(async () => compareCursors(await readHead(t.database.db), last!)).toBe(0)
    const step = await runSubscriberStep(t.database.db, subscriber)
    // One read, not three batches of others: the database left them out.
    expect(step).toMatchObject({ moved: 1, caughtUp: true })
    expect(received).toEqual([type])
    // Past the other types' events too, so no later read walks them again.
    const checkpoint = await readCheckpoint(t.database.db, subscriber.name)
    expect(compareCursors(checkpoint, last!)).toBeGreaterThanOrEqual(0)
    expect(await runSubscriberStep(t.database.db, subscriber)).toMatchObject({ moved: 0, caughtUp: true })
    expect(received).toEqual([type])
  })

  it('runs beside the other subscribers: one that is slow to deliver holds up none of the others', async () => {
    const stream = `s-${nanoid()}`
    let release: () => void = () => undefined
    const slow: Subscriber = {
      name: `slow-${nanoid(6)}`,
      handles: [],
      handle: async () => undefined,
      // A mail server that answers only when the test lets it.
      deliver: () => new Promise((resolve) => (release = () => resolve(null))),
    }
    const seen: number[] = []
    const quick: Subscriber = {
      name: `quick-${nanoid(6)}`,
      handles: ['TestHappened'],
      handle: async (events) => {
        for (const e of events) if (e.streamId === stream) seen.push((e.data as { n: number }).n)
      },
    }
    const runner = new SubscriberRunner(t.database.db, [slow, quick], { pollMs: 100, stopWaitMs: 300 })
    runner.start()
    await append(t.database.db, stream, 0, [testEvent(1)])
    await expect.poll(() => seen).toEqual([1])
    release()
    await runner.stop()
  })
})

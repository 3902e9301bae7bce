import { nanoid } from 'nanoid'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../test/database'
import { append, testEvent } from '../../../test/events'
import { SubscriberRunner } from './subscriber-runner'
import type { Subscriber } from './subscriptions'

const t = useTestDatabase()

describe('the subscriber runner', () => {
  it('handles new events when woken, settles what falls due, and delivers after each pass', async () => {
    const stream = `s-${nanoid()}`
    const seen: number[] = []
    let settled = 0
    let delivered = 0
    const dueAt = Date.now() + 300
    const subscriber: Subscriber = {
      name: `runner-${nanoid(6)}`,
      handles: ['TestHappened'],
      handle: async (events) => {
        for (const e of events) if (e.streamId === stream) seen.push((e.data as { n: number }).n)
      },
      // Asks to be run again at `dueAt`, without any new event.
      settle: async (_trx, now) => {
        if (now.getTime() >= dueAt) settled++
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
    await runner.wake()
    await expect.poll(async () => (await runner.wake(), seen), { timeout: 10_000 }).toEqual([1, 2])
    // No event and no poll (a minute away): only the due time brings the next pass.
    await expect.poll(() => settled, { timeout: 5_000 }).toBe(1)
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
    await expect.poll(() => deliveries, { timeout: 5_000 }).toBe(2)
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
    await expect.poll(() => signalled, { timeout: 5_000 }).toBeDefined()
    const started = Date.now()
    await runner.stop()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(signalled!.aborted).toBe(true)
  })
})

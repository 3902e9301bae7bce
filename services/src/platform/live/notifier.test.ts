import { nanoid } from 'nanoid'
import { describe, expect, it } from 'vitest'
import { metadataFor } from '../../../test/events'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { EVENTS_CHANNEL, appendToStream } from '../event-store/append'
import { AppendNotifier } from './notifier'

const t = useTestDatabase()

const WINDOW_MS = 50

/** Every NOTIFY payload on the events channel, heard on a connection of its own. */
const listenToEvents = async () => {
  const heard: string[] = []
  const stop = await t.database.listen!(
    EVENTS_CHANNEL,
    (payload) => heard.push(payload),
    () => undefined,
  )
  return { heard, stop }
}

const appendOne = (notify?: string) =>
  appendToStream(t.database.db, {
    streamId: `notified-${nanoid()}`,
    streamType: 'test',
    teamId: 'team-test',
    expectedVersion: 0,
    events: [{ type: 'TestHappened', data: { n: 1 } }],
    metadata: metadataFor(),
    ...(notify !== undefined ? { notify } : {}),
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!isPostgresServer())('the append notifier', () => {
  it("lets a window's first append send the NOTIFY itself, at its commit, and sends none of its own", async () => {
    const { heard, stop } = await listenToEvents()
    const notifier = new AppendNotifier(t.database.db, (error) => expect.fail(String(error)), 'instance-a', WINDOW_MS)
    try {
      const notify = notifier.claim()
      expect(notify).toBe('instance-a')
      // Within the window no other append carries one (asked at once: the window is still open).
      expect(notifier.claim()).toBeUndefined()
      await appendOne(notify)
      notifier.poke(true)
      await expect.poll(() => heard).toEqual(['instance-a'])
      await sleep(WINDOW_MS * 3)
      expect(heard).toEqual(['instance-a'])
      // The window closed with nothing left to announce: the next append opens another and carries its NOTIFY.
      expect(notifier.claim()).toBe('instance-a')
    } finally {
      notifier.close()
      await stop()
    }
  })

  it("hands the appends that committed later in a window to the next window's first append, which announces them", async () => {
    const { heard, stop } = await listenToEvents()
    const windowMs = 1_000
    const notifier = new AppendNotifier(t.database.db, (error) => expect.fail(String(error)), 'instance-d', windowMs)
    try {
      const first = notifier.claim()
      await appendOne(first)
      notifier.poke(true)
      const later = notifier.claim()
      expect(later).toBeUndefined()
      await appendOne(later)
      notifier.poke(false)
      // The window closes with that append unannounced: the next window's first append carries the notice.
      await sleep(windowMs * 1.2)
      expect(heard).toEqual(['instance-d'])
      const next = notifier.claim()
      expect(next).toBe('instance-d')
      await appendOne(next)
      notifier.poke(true)
      await expect.poll(() => heard.length).toBe(2)
      // No NOTIFY of its own follows: the carried one announced the handed-over append.
      await sleep(windowMs * 2.5)
      expect(heard).toEqual(['instance-d', 'instance-d'])
    } finally {
      notifier.close()
      await stop()
    }
  })

  it('announces the appends that committed later in the window with one NOTIFY when no later append carries one', async () => {
    const { heard, stop } = await listenToEvents()
    // A window long enough for four appends on a busy machine.
    const windowMs = 1_000
    const notifier = new AppendNotifier(t.database.db, (error) => expect.fail(String(error)), 'instance-b', windowMs)
    try {
      const first = notifier.claim()
      await appendOne(first)
      notifier.poke(true)
      for (let i = 0; i < 3; i++) {
        const notify = notifier.claim()
        expect(notify).toBeUndefined()
        await appendOne(notify)
        notifier.poke(false)
      }
      await expect.poll(() => heard.length, { timeout: windowMs * 5 }).toBe(2)
      await sleep(windowMs * 1.5)
      expect(heard).toEqual(['instance-b', 'instance-b'])
      // The next window starts afresh: its first append carries its NOTIFY again.
      expect(notifier.claim()).toBe('instance-b')
    } finally {
      notifier.close()
      await stop()
    }
  })

  it('sends nothing for an append that claimed the NOTIFY but appended nothing', async () => {
    const { heard, stop } = await listenToEvents()
    const notifier = new AppendNotifier(t.database.db, (error) => expect.fail(String(error)), 'instance-c', WINDOW_MS)
    try {
      const notify = notifier.claim()
      // A stream that is not at version 5: the append writes nothing, so its NOTIFY is never sent.
      await expect(
        appendToStream(t.database.db, {
          streamId: `notified-${nanoid()}`,
          streamType: 'test',
          teamId: 'team-test',
          expectedVersion: 5,
          events: [{ type: 'TestHappened', data: { n: 1 } }],
          metadata: metadataFor(),
          ...(notify !== undefined ? { notify } : {}),
        }),
      ).rejects.toThrow('is no longer at version 5')
      await sleep(WINDOW_MS * 3)
      expect(heard).toEqual([])
    } finally {
      notifier.close()
      await stop()
    }
  })
})

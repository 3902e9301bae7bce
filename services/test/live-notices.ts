import { expect } from 'vitest'
import WebSocket from 'ws'
import type { App } from '../src/app'
import type { LiveMessage } from '../src/platform/live/live-hub'
import { ORIGIN } from './app'

/**
 * A team page left open by `member`: the app listens on a port of its own and the page's live socket is connected
 * (its first message come). `heard(topics)` waits for a notice that names every one of `topics`, then forgets the
 * notices so far; `close()` closes the page.
 *
 * Notices follow the log below the oldest running transaction of the whole Postgres cluster (ARCHITECTURE §3.3):
 * the other test files on the same server create, migrate and drop their databases meanwhile, each holding that
 * horizon for a second or more, so a notice may wait the suite's poll deadline on a loaded machine though it takes
 * milliseconds on a quiet one.
 */
export const openLivePage = async (app: App, member: { readonly cookie: string }) => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const notices: string[][] = []
  const socket = new WebSocket(`${address.replace('http', 'ws')}/api/live`, {
    headers: { origin: ORIGIN, cookie: member.cookie },
  })
  socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString('utf8')) as LiveMessage
    if (message.kind === 'notice') notices.push(message.topics)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve())
    socket.once('error', reject)
  })
  return {
    heard: async (topics: readonly string[]) => {
      await expect.poll(() => notices.some((notice) => topics.every((topic) => notice.includes(topic)))).toBe(true)
      notices.length = 0
    },
    close: () => socket.close(),
  }
}

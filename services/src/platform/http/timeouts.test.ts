import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'

const t = useTestDatabase()
let app: App
let port: number

beforeAll(async () => {
  app = await buildTestApp(t.database, { timeouts: { requestMs: 1_500, headersMs: 1_000, idleMs: 3_000 } })
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port)
})
afterAll(() => app?.close())

/** A client that sends `head` and then one more byte every 200 ms, forever; resolves when the server hangs up. */
const slowClient = (head: string) => {
  const socket: Socket = connect(port, '127.0.0.1')
  let answer = ''
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
  socket.on('error', () => undefined)
  socket.write(head)
  const drip = setInterval(() => socket.writable && socket.write('a'), 200)
  return new Promise<string>((resolve) =>
    socket.once('close', () => {
      clearInterval(drip)
      resolve(answer)
    }),
  ).finally(() => socket.destroy())
}

const withDeadline = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
  ])

describe('timeouts', () => {
  it('end requests whose bodies arrive too slowly', async () => {
    const head =
      'POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n'
    const answers = await withDeadline(Promise.all(Array.from({ length: 5 }, () => slowClient(head))), 8_000)
    for (const answer of answers) expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true)
  })

  it('end requests whose headers arrive too slowly', async () => {
    const answer = await withDeadline(slowClient('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: '), 8_000)
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true)
  })
})

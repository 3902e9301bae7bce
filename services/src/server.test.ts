import { mkdtemp, rm } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  freePort,
  productionEnv,
  setUpTeamOverHttp,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process'

/** The real process, as `npm start` runs it (production, embedded database, no mail server, nothing else set). */
let server: ServerProcess
let baseUrl: string
let dataDir: string

beforeAll(async () => {
  const port = await freePort()
  dataDir = await mkdtemp(path.join(tmpdir(), 'teamspace-server-'))
  baseUrl = `http://127.0.0.1:${port}`
  const env = productionEnv(port, dataDir, { LOG_LEVEL: 'info' })
  delete env.DATABASE_URL
  server = await startServerProcess(baseUrl, { env, pollMs: 250 })
}, 120_000)

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL')
    await server.exited()
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const post = (url: string, payload: object) =>
  fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(payload),
  })

/** A raw connection: what it sends is up to the test, what comes back is collected. */
const rawClient = () => {
  const socket: Socket = connect(Number(new URL(baseUrl).port), '127.0.0.1')
  let answer = ''
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
  socket.on('error', () => undefined)
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  return { socket, answer: () => answer, closed }
}

describe('the server process', () => {
  it('says at start which origin it uses, and keeps reset links out of its production log', async () => {
    expect(server.output()).toContain(`PUBLIC_URL is not set`)
    expect(server.output()).toContain(baseUrl)
    const email = 'founder@example.org'
    await setUpTeamOverHttp(baseUrl, email)
    expect((await post('/api/auth/password-reset', { email })).status).toBe(202)
    // Mailed after the answer, through the outbox.
    await expect.poll(() => server.output()).toContain('Reset your Team Space password')
    expect(server.output()).not.toContain('reset-password?token=')

    // Nor does the request log keep the secrets that links carry in their address.
    await fetch(`${baseUrl}/reset-password?token=secret-reset-token`)
    await fetch(`${baseUrl}/api/invites/secret-invite-code`)
    await fetch(`${baseUrl}/auth?invite=another-secret-code`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(server.output()).toContain('/api/invites/[redacted]')
    for (const secret of ['secret-reset-token', 'secret-invite-code', 'another-secret-code'])
      expect(server.output()).not.toContain(secret)
  })

  it('finishes in-flight requests at SIGTERM and exits within 10 s, however slow its clients', async () => {
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'wrong-password' })
    const head = (length: number) =>
      `POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${baseUrl}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`

    // One request is half sent when the signal comes and completes right after: it gets its answer.
    const inFlight = rawClient()
    inFlight.socket.write(head(body.length) + body.slice(0, 10))
    // Others trickle a body that will never be complete.
    const slow = Array.from({ length: 5 }, () => {
      const client = rawClient()
      client.socket.write(head(100_000))
      const drip = setInterval(() => client.socket.writable && client.socket.write('a'), 500)
      void client.closed.then(() => clearInterval(drip))
      return client
    })
    await new Promise((resolve) => setTimeout(resolve, 500))

    const signalled = Date.now()
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    inFlight.socket.write(body.slice(10))
    await inFlight.closed
    expect(inFlight.answer()).toMatch(/^HTTP\/1\.1 401/)

    await server.exited()
    expect(Date.now() - signalled).toBeLessThan(10_000)
    await Promise.all(slow.map((client) => client.closed))
  }, 30_000)
})

import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPostgresServer, useTestDatabase } from '../test/database'
import {
  freePort,
  productionEnv,
  setUpTeamOverHttp,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process'
import { projections } from './app'
import { verifyProjection } from './platform/projections/rebuild'

/**
 * The real server process, killed without warning (SIGKILL) in the middle of a write load, then started again:
 * every write it acknowledged is still there, a write it never answered acts at most once when retried with
 * its Idempotency-Key, and the read tables still match a rebuild from the log. Only a Postgres server outlives
 * the process that writes to it, so the test runs there alone.
 */

const ROUNDS = 3
const CLIENTS = 6
/** How long each round's load runs before the kill, at most. */
const LOAD_MS = 2_500

const t = isPostgresServer() ? useTestDatabase() : null

let port = 0
let baseUrl = ''
let dataDir = ''
let server: ServerProcess | undefined

/** Starts the server on this file's database and waits until it answers. */
const start = async () => {
  const env = productionEnv(port, dataDir, {
    DATABASE_URL: t!.url,
    COOKIE_SECURE: 'false',
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  })
  server = await startServerProcess(baseUrl, { env, outputLimit: 20_000 })
}

const kill = async () => {
  if (!server) return
  server.child.kill('SIGKILL')
  await server.exited()
}

beforeAll(async () => {
  if (!t) return
  port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  dataDir = await mkdtemp(path.join(tmpdir(), 'teamspace-crash-'))
})

afterAll(async () => {
  await kill()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

interface Answer {
  readonly status: number
  readonly body: unknown
}

/** One request; `null` when the server never answered (killed under it). */
const call = async (method: string, url: string, cookie: string, payload?: object, key?: string) => {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        origin: baseUrl,
        cookie,
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
      signal: AbortSignal.timeout(10_000),
    })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null } satisfies Answer
  } catch {
    return null
  }
}

/** A write the load meant to make once: what it sent, and what came of it. */
interface Intent {
  readonly kind: 'player' | 'stat'
  readonly key: string
  readonly url: string
  readonly payload: Record<string, unknown>
  /** The id the server acknowledged with a 2xx, if it did. */
  id?: string
}

const idOf = (answer: Answer) => (answer.body as { id: string }).id

describe.skipIf(!isPostgresServer())('the server killed in the middle of writes', () => {
  it(`loses no acknowledged write over ${ROUNDS} kills, and acts once on a retried one`, async () => {
    const began = Date.now()
    await start()
    const cookie = await setUpTeamOverHttp(baseUrl, 'crash-coach@example.org')

    // Each client records its stats against a player of its own, made before the load.
    const clientPlayers: string[] = []
    for (let client = 0; client < CLIENTS; client++) {
      const made = await call('POST', '/api/players', cookie, { name: `Client Player ${client}` })
      expect(made?.status).toBe(201)
      clientPlayers.push(idOf(made!))
    }

    const intents: Intent[] = []
    let sequence = 0
    const nextIntent = (client: number): Intent => {
      const n = sequence++
      return n % 2 === 0
        ? { kind: 'player', key: randomUUID(), url: '/api/players', payload: { name: `Load Player ${n}` } }
        : {
            kind: 'stat',
            key: randomUUID(),
            url: '/api/stats',
            payload: { playerId: clientPlayers[client], gameDate: '2026-09-05', opponent: `Opponent ${n}`, goals: 1 },
          }
    }
    /** Sends an intent (again); true once it is acknowledged. */
    const send = async (intent: Intent) => {
      const answer = await call('POST', intent.url, cookie, intent.payload, intent.key)
      if (!answer) return false
      if (answer.status !== 201)
        throw new Error(`${intent.url} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
      const id = idOf(answer)
      if (intent.id && intent.id !== id) throw new Error(`a retry of ${intent.key} made ${id}, not ${intent.id}`)
      intent.id = id
      return true
    }

    const lost = new Set<string>()
    let acknowledged = 0
    for (let round = 1; round <= ROUNDS; round++) {
      const roundStart = intents.length
      // The load: every client writes as fast as it is answered, until the server is gone.
      let stopped = false
      const clients = Array.from({ length: CLIENTS }, async (_, client) => {
        while (!stopped) {
          const intent = nextIntent(client)
          intents.push(intent)
          if (!(await send(intent))) return
        }
      })
      await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 2 + Math.random() * (LOAD_MS / 2)))
      await kill()
      stopped = true
      await Promise.all(clients)
      const answeredBeforeKill = intents.slice(roundStart).filter((intent) => intent.id).length
      acknowledged += answeredBeforeKill

      await start()
      // What the server never answered is sent again with its key, as the web app retries.
      for (const intent of intents.filter((each) => !each.id)) expect(await send(intent)).toBe(true)

      // Every acknowledged write is there, once.
      const players = (await call('GET', '/api/players', cookie))!.body as { id: string; name: string }[]
      const playerIds = new Set(players.map((player) => player.id))
      const lines = new Set<string>()
      for (const playerId of clientPlayers) {
        const answer = await call('GET', `/api/players/${playerId}/stats`, cookie)
        for (const line of answer!.body as { id: string }[]) lines.add(line.id)
      }
      for (const intent of intents) {
        const there = intent.kind === 'player' ? playerIds.has(intent.id!) : lines.has(intent.id!)
        if (!there) lost.add(`${intent.kind} ${intent.id} (${intent.key})`)
      }
      const playerIntents = intents.filter((intent) => intent.kind === 'player')
      const statIntents = intents.filter((intent) => intent.kind === 'stat')
      expect(players.length, 'one player per intent, retries included').toBe(CLIENTS + playerIntents.length)
      expect(lines.size, 'one stat line per intent, retries included').toBe(statIntents.length)

      // And the read tables are what the log says.
      for (const projection of projections.all) {
        expect(await verifyProjection(t!.owner.db, projection), projection.name).toEqual([])
      }
      console.log(
        `crash round ${round}: ${answeredBeforeKill} writes acknowledged before the kill, ` +
          `${intents.length - roundStart - answeredBeforeKill} in flight at the kill and retried, ${lost.size} writes lost`,
      )
    }
    console.log(
      `crash test: ${ROUNDS} rounds, ${acknowledged} writes acknowledged before the kills, ${lost.size} lost, ` +
        `${((Date.now() - began) / 1000).toFixed(1)} s`,
    )
    expect([...lost]).toEqual([])
    // How long it took is printed above, not asserted: a busy machine makes every round slower, not less safe.
  }, 900_000)
})

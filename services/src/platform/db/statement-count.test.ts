import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSessionApp, ORIGIN, setUpTeam } from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import { StatementCounter } from './statement-count'

interface Counted {
  before: number
  after: number
  statements: string[]
}

const counter = new StatementCounter()
const testDb = useTestDatabase({ statementCounter: counter })

describe.runIf(isPostgresServer())("each request's statements, counted for the http benchmark", () => {
  let app: App
  let cookie: string
  let playerId: string

  beforeAll(async () => {
    app = (await buildSessionApp(testDb.database, { statementCounter: counter })).app
    cookie = (await setUpTeam(app)).cookie
    const player = await app.inject({
      method: 'POST',
      url: '/api/players',
      headers: { origin: ORIGIN, cookie },
      payload: { name: 'Robin Runner', jerseyNumber: 9 },
    })
    expect(player.statusCode, player.body).toBe(201)
    playerId = player.json<{ id: string }>().id
  })
  afterAll(() => app.close())

  const recordStat = () =>
    app.inject({
      method: 'POST',
      url: '/api/stats',
      headers: { origin: ORIGIN, cookie, 'idempotency-key': crypto.randomUUID() },
      payload: { playerId, gameDate: '2026-09-05', opponent: 'Rovers', minutesPlayed: 60, goals: 1, assists: 0 },
    })
  const countsOf = async (id: string) => {
    const response = await app.inject({ method: 'GET', url: `/_bench/statements/${id}` })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Counted>()
  }

  it('tells a command the statements it sent before its response, and later those its after-work sent', async () => {
    await recordStat()
    // The tailer's read of the first command done: a read still running would serve the next command too, and
    // count to the request that woke it.
    await sleep(200)
    const response = await recordStat()
    expect(response.statusCode, response.body).toBe(201)
    const id = String(response.headers['x-bench-request-id'])
    const before = Number(response.headers['x-bench-statements'])
    // The decision's read (the player) and the append, at least; the session comes from the callers' cache.
    expect(before).toBeGreaterThanOrEqual(2)
    await sleep(200) // the tailer's read of what was appended, the wake-up notice after its window
    const counted = await countsOf(id)
    expect(counted.before).toBe(before)
    expect(counted.after, "the tailer's read of the new event").toBeGreaterThan(0)
    expect(counted.statements).toHaveLength(before + counted.after)
    expect(counted.statements[before - 1]).toMatch(/^before select .* from append_events\(/)
    expect(counted.statements.slice(before).every((text) => text.startsWith('after'))).toBe(true)

    // Statements that no request issued are nobody's.
    await sql`select 1`.execute(testDb.database.db)
    expect(await countsOf(id)).toEqual(counted)
  })

  it('counts nothing for a request that sends no statement', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.headers['x-bench-statements']).toBe('0')
  })

  it('adds no header or route to an app built without a counter', async () => {
    const plain = (await buildSessionApp(testDb.database)).app
    try {
      const response = await plain.inject({ method: 'GET', url: '/robots.txt' })
      expect(response.headers['x-bench-statements']).toBeUndefined()
      expect((await plain.inject({ method: 'GET', url: '/_bench/statements/req-1' })).statusCode).toBe(404)
    } finally {
      await plain.close()
    }
  })
})

import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminQuery, isPostgresServer, useTestDatabase } from '../test/database'
import { startS3rver, type TestS3Server } from '../test/s3-servers'
import { freePort, runServerToExit, startServerProcess } from '../test/server-process'

/** The real process refusing to start on a bad setting: one line per fault, naming the variable, and exit code 1. */
let dataDir: string
let port: number
let s3: TestS3Server

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'teamspace-start-'))
  port = await freePort()
  s3 = await startS3rver()
})
afterAll(async () => {
  await s3?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** The environment of `npm start` with nothing optional set, and then `settings`. */
const environment = (settings: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) }
  for (const name of Object.keys(env))
    if (/^(DATABASE_URL|SMTP_URL|S3_|GOOGLE_|HEALTH_TOKEN|TRUST_PROXY|PUBLIC_URL)/.test(name)) delete env[name]
  return { ...env, DATA_DIR: dataDir, ...settings }
}

/** The lines a refused start printed: nothing but the faults, and never a stack. */
const refusal = async (settings: Record<string, string>, timeoutMs = 60_000) => {
  const { code, output } = await runServerToExit(environment(settings), timeoutMs)
  expect(code, output).toBe(1)
  expect(output).not.toMatch(/^\s+at /m)
  return output.trim().split('\n')
}

describe('a start with bad settings', () => {
  it('names every malformed variable on a line of its own, without repeating secrets', async () => {
    const lines = await refusal({
      PORT: 'eighty',
      HEALTH_TOKEN: 'short',
      SMTP_URL: 'mail.example.org',
      DATABASE_URL: 'db.example.org:5432/teamspace?password=hunter2',
      AUTH_RATE_LIMIT: '0',
      S3_ACCESS_KEY_ID: 'key-without-secret',
    })
    expect(lines).toEqual([
      'PORT must be a port number, 0 to 65535 (it is "eighty")',
      'DATABASE_URL must be a Postgres connection string: postgres://user:password@host:5432/database',
      'SMTP_URL must start with smtp:// or smtps://, e.g. smtps://user:password@smtp.example.org:465',
      'AUTH_RATE_LIMIT must be a whole number above 0 (it is "0")',
      'HEALTH_TOKEN must be at least 16 characters long',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
      'S3_ACCESS_KEY_ID is set but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket',
    ])
    expect(lines.join('\n')).not.toContain('hunter2')
  })

  it('says which database server cannot be reached and which bucket cannot be written', async () => {
    const closed = await freePort()
    const lines = await refusal({
      DATABASE_URL: `postgres://teamspace:secret@127.0.0.1:${closed}/teamspace`,
      S3_BUCKET: 'no-such-bucket',
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(`DATABASE_URL cannot be used: 127.0.0.1:${closed} (connect ECONNREFUSED 127.0.0.1:${closed})`)
    expect(lines[1]).toMatch(
      new RegExp(`^S3_BUCKET "no-such-bucket" at ${s3.settings.endpoint} cannot be written \\(.*bucket does not exist`),
    )
    expect(lines.join('\n')).not.toContain('secret')
  })

  it("says so when the bucket's server does not answer", async () => {
    const closed = await freePort()
    const lines = await refusal({
      S3_BUCKET: 'team-photos',
      S3_ENDPOINT: `http://127.0.0.1:${closed}`,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(lines).toEqual([
      `S3_BUCKET "team-photos" at http://127.0.0.1:${closed} cannot be written (connect ECONNREFUSED 127.0.0.1:${closed})`,
    ])
  })
})

describe.runIf(isPostgresServer())('a Postgres user that cannot take the app role', () => {
  const server = process.env.TEST_DATABASE_URL ?? ''
  const user = `teamspace_owner_${randomBytes(4).toString('hex')}`
  const name = `teamspace_test_${randomBytes(6).toString('hex')}`
  let url: string
  beforeAll(async () => {
    await adminQuery(server, `create role ${user} login`)
    await adminQuery(server, `create database ${name} owner ${user}`)
    const address = new URL(server)
    address.username = user
    address.pathname = `/${name}`
    url = address.toString()
  })
  afterAll(async () => {
    await adminQuery(server, `drop database if exists ${name} with (force)`)
    await adminQuery(server, `drop role if exists ${user}`)
  })

  it('stops the server rather than let it run as the owner unnoticed, unless SERVE_AS_OWNER says so', async () => {
    // Migrating a new database first: on a busy machine that takes a while.
    const lines = await refusal({ DATABASE_URL: url }, 300_000)
    expect(lines.at(-1)).toMatch(/^DATABASE_URL's user cannot take the role teamspace_app, which the server runs as/)

    const baseUrl = `http://127.0.0.1:${port}`
    const started = await startServerProcess(baseUrl, {
      env: environment({ DATABASE_URL: url, SERVE_AS_OWNER: 'true' }),
      startTimeoutMs: 300_000,
      pollMs: 250,
    })
    started.child.kill('SIGTERM')
    await started.exited()
  }, 700_000)
})

describe('a port already in use', () => {
  // A migrated database of its own on Postgres, so the server gets as far as listening in moments.
  const t = useTestDatabase()
  let occupied: Server
  let taken: number
  beforeAll(async () => {
    occupied = createServer()
    await new Promise<void>((resolve, reject) => {
      occupied.once('error', reject)
      occupied.listen(0, '127.0.0.1', resolve)
    })
    taken = (occupied.address() as { port: number }).port
  })
  afterAll(async () => {
    await new Promise((resolve) => occupied?.close(resolve))
  })

  it('stops the start with one line saying so, not a stack', async () => {
    const lines = await refusal(
      { PORT: String(taken), LOG_LEVEL: 'warn', ...(t.url ? { DATABASE_URL: t.url } : {}) },
      300_000,
    )
    expect(lines).toEqual([`Port ${taken} on 127.0.0.1 is already in use: stop what runs there or set PORT.`])
  }, 400_000)
})

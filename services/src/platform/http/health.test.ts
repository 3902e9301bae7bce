import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, setUpTeam } from '../../../test/app'
import { isPostgresServer, useTestDatabase } from '../../../test/database'
import { freePort } from '../../../test/server-process'
import { startSmtpListener } from '../../../test/smtp-listener'
import type { App } from '../../app'
import { SmtpMail } from '../mail/mail'
import { DiskStorage } from '../storage/storage'

const t = useTestDatabase()

interface Figures {
  unsent: number
  failing: number
  failedLastDay: number
  overdueSeconds: number
}
interface Details {
  status: 'ok' | 'degraded'
  database: string
  mail: { status: string; error?: string }
  storage: { status: string; error?: string }
  outbox: Figures & { tables: Record<string, Figures> }
  subscribers: Record<string, { lagEvents: number; checkpointAt: string | null }>
}

const details = async (app: App) => {
  const response = await app.inject({ method: 'GET', url: '/api/health' })
  return { statusCode: response.statusCode, body: response.json<Details>() }
}
const publicAnswer = async (app: App) => {
  const response = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.5' })
  return { statusCode: response.statusCode, body: response.json<unknown>() }
}

/** Polls until `check` passes or the deadline is gone. */
const eventually = async (check: () => Promise<void>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

describe('the health check of the mail server and the file storage', () => {
  let folder: string
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'teamspace-health-'))
  })
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  it('is ok with a working mail server and storage, and says so to a maintainer', async () => {
    const smtp = await startSmtpListener()
    const app = await buildTestApp(t.database, {
      mail: new SmtpMail(smtp.url, 'Team Space <no-reply@example.org>'),
      storage: new DiskStorage(path.join(folder, 'uploads')),
    })
    try {
      const { statusCode, body } = await details(app)
      expect(statusCode).toBe(200)
      expect(body).toMatchObject({ status: 'ok', database: 'ok', mail: { status: 'ok' }, storage: { status: 'ok' } })
      expect(await publicAnswer(app)).toEqual({ statusCode: 200, body: { status: 'ok' } })
    } finally {
      await app.close()
      await smtp.close()
    }
  })

  it('says the mail is only kept when no mail server is set, which is no fault', async () => {
    const app = await buildTestApp(t.database)
    try {
      const { statusCode, body } = await details(app)
      expect(statusCode).toBe(200)
      expect(body.mail).toEqual({ status: 'not configured' })
    } finally {
      await app.close()
    }
  })

  it('says degraded when the mail server does not answer, yet keeps the instance in service (200); the reason for a maintainer only', async () => {
    const closedPort = await freePort()
    const app = await buildTestApp(t.database, {
      mail: new SmtpMail(`smtp://127.0.0.1:${closedPort}`, 'Team Space <no-reply@example.org>'),
    })
    try {
      const { statusCode, body } = await details(app)
      expect(statusCode).toBe(200)
      expect(body.status).toBe('degraded')
      expect(body.mail.status).toBe('failing')
      expect(body.mail.error).toContain('ECONNREFUSED')
      expect(body.database).toBe('ok')
      expect(await publicAnswer(app)).toEqual({ statusCode: 200, body: { status: 'degraded' } })
    } finally {
      await app.close()
    }
  })

  it('says degraded when uploads cannot be written, and keeps the instance in service (200)', async () => {
    // A file where the uploads folder should be: nothing can be stored under it.
    const blocked = path.join(folder, 'not-a-folder')
    await writeFile(blocked, 'in the way')
    const app = await buildTestApp(t.database, { storage: new DiskStorage(blocked) })
    try {
      const { statusCode, body } = await details(app)
      expect(statusCode).toBe(200)
      expect(body.storage.status).toBe('failing')
      expect(body.storage.error).toMatch(/ENOTDIR|EEXIST/)
      expect(await publicAnswer(app)).toEqual({ statusCode: 200, body: { status: 'degraded' } })
    } finally {
      await app.close()
    }
  })
})

describe('the health check of the mail outboxes', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp(t.database)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('counts unsent, failing and failed mail in every outbox, and how overdue the oldest is', async () => {
    const empty = (await details(app)).body.outbox
    expect(Object.keys(empty.tables).sort()).toEqual([
      'news_mail_outbox',
      'password_reset_outbox',
      'push_outbox',
      'reminder_mail_outbox',
      'schedule_mail_outbox',
      'volunteer_mail_outbox',
      'volunteer_reminder_mail_outbox',
    ])
    expect(empty).toMatchObject({ unsent: 0, failing: 0, failedLastDay: 0, overdueSeconds: 0 })

    // Rows no sender here will touch: one leased by another instance and due ten minutes ago, one waiting for
    // its retry after a refusal, one given up an hour ago and one given up last week.
    const row = (key: string) => ({ key, team_id: 'team-h', user_id: 'user-h', subject: 'News', body: 'Text' })
    await t.owner.db
      .insertInto('news_mail_outbox')
      .values([
        {
          ...row('leased'),
          next_attempt_at: sql<Date>`now() - interval '10 minutes'`,
          claimed_until: sql<Date>`now() + interval '1 hour'`,
        },
        {
          ...row('retrying'),
          attempts: 2,
          last_error: '421 try again later',
          next_attempt_at: sql<Date>`now() + interval '1 hour'`,
        },
        { ...row('failed'), outcome: 'failed', finished_at: sql<Date>`now() - interval '1 hour'`, last_error: 'x' },
        { ...row('old'), outcome: 'failed', finished_at: sql<Date>`now() - interval '7 days'`, last_error: 'x' },
      ])
      .execute()
    const { statusCode, body } = await details(app)
    // A backlog is for a maintainer to read; it does not take the server out of service.
    expect(statusCode).toBe(200)
    expect(body.outbox.tables['news_mail_outbox']).toMatchObject({ unsent: 2, failing: 1, failedLastDay: 1 })
    expect(body.outbox).toMatchObject({ unsent: 2, failing: 1, failedLastDay: 1 })
    expect(body.outbox.overdueSeconds).toBeGreaterThanOrEqual(600)
    expect(body.outbox.overdueSeconds).toBeLessThan(3600)
  })
})

describe('the health check of the subscribers', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp(t.database)
  })
  afterAll(async () => {
    await app?.close()
  })

  // Another instance holding a subscriber needs a second connection: a Postgres server.
  it.skipIf(!isPostgresServer())('tells how far each subscriber is behind the log', async () => {
    await setUpTeam(app)
    let names: string[] = []
    await eventually(async () => {
      const { subscribers } = (await details(app)).body
      names = Object.keys(subscribers)
      expect(names.length).toBeGreaterThanOrEqual(3)
      for (const name of names)
        expect(subscribers[name]).toMatchObject({ lagEvents: 0, checkpointAt: expect.any(String) })
    })

    // Another connection holds one subscriber's lock, as a stuck instance would: it can no longer move.
    const stuck = names[0]!
    const holder = new pg.Client({ connectionString: t.url })
    await holder.connect()
    try {
      await holder.query(`select pg_advisory_lock(hashtext($1))`, [`subscriber:${stuck}`])
      const before = await t.owner.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      await setUpTeam(app)
      const after = await t.owner.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      const appended = Number(after.n) - Number(before.n)
      expect(appended).toBeGreaterThan(0)
      await eventually(async () => {
        const { subscribers } = (await details(app)).body
        expect(subscribers[stuck]!.lagEvents).toBe(appended)
        for (const name of names.filter((n) => n !== stuck)) expect(subscribers[name]!.lagEvents).toBe(0)
      })
    } finally {
      await holder.end()
    }
  })
})

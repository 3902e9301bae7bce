import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import pg from 'pg'
import { SESSION_COOKIE } from '../../platform/auth/sessions'
import { hashToken } from '../../platform/auth/tokens'

/**
 * The `http` benchmark's anchor, in a process of its own: the least a command endpoint on the same fastify and
 * pg can do. `POST /api/stats` finds the caller by the session cookie with the query the app's session lookup
 * sends (sessions ⋈ accounts ⋈ team_members ⋈ profiles by the token's hash, as platform/auth/session-caller.ts),
 * then writes the body as one row with one INSERT; both are named prepared statements, as the app's are. No
 * Origin check, idempotency, decision, projection or notice. Started with DATABASE_URL, PORT and HOST.
 */

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
pool.on('error', () => undefined)

// The text Kysely compiles session-caller.ts's query to.
const SESSION = {
  name: 'bench_session',
  text:
    'select "sessions"."expires_at", "sessions"."team_id" as "current_team_id", "accounts"."id", ' +
    '"accounts"."email", "team_members"."team_id", "team_members"."role", "profiles"."name" from "sessions" ' +
    'inner join "accounts" on "accounts"."id" = "sessions"."account_id" ' +
    'left join "team_members" on "team_members"."user_id" = "accounts"."id" ' +
    'left join "profiles" on "profiles"."user_id" = "accounts"."id" where "sessions"."id" = $1 ' +
    'order by "team_members"."joined_at", "team_members"."team_id"',
}
// The bench database's baseline table (harness.ts's RAW_TABLE), shaped like the event log.
const INSERT = {
  name: 'bench_insert',
  text:
    `insert into bench_raw (stream_id, stream_version, type, schema_version, team_id, data, metadata) ` +
    `values ($1, 1, 'StatLineRecorded', 1, $2, $3::jsonb, $4::jsonb)`,
}
const cookiePattern = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`)

interface SessionRow {
  expires_at: Date
  current_team_id: string | null
  id: string
  email: string
  team_id: string | null
  role: string | null
  name: string | null
}

const app = Fastify({ logger: false })
app.get('/health', async () => ({ ok: true }))
app.post('/api/stats', async (request, reply) => {
  const token = cookiePattern.exec(request.headers.cookie ?? '')?.[1]
  if (!token) return reply.status(401).send({ code: 'unauthenticated' })
  const { rows } = await pool.query<SessionRow>({ ...SESSION, values: [hashToken(token)] })
  const caller = rows.find((row) => row.team_id === row.current_team_id) ?? rows[0]
  if (!caller || caller.expires_at <= new Date() || !caller.team_id) {
    return reply.status(401).send({ code: 'unauthenticated' })
  }
  const id = randomUUID()
  const metadata = { teamId: caller.team_id, actor: { userId: caller.id, role: caller.role }, schemaVersion: 1 }
  await pool.query({
    ...INSERT,
    values: [`minimal-${id}`, caller.team_id, JSON.stringify(request.body), JSON.stringify(metadata)],
  })
  return reply.status(201).send({ id })
})

const close = async () => {
  await app.close()
  await pool.end()
  process.exit(0)
}
process.on('SIGTERM', () => void close())
process.on('SIGINT', () => void close())
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' })

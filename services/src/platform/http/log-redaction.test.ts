import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, buildSessionApp, createInvite, setUpTeam, type Founder } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'
import { requestLogSerializer } from './log-redaction'

const t = useTestDatabase()
let app: App
/** Every line the app logged, as the server process would write it. */
let lines: string[] = []
let team: Founder

beforeAll(async () => {
  // Written to at once, line by line, as pino writes to standard output.
  const stream = { write: (line: string) => void lines.push(line) }
  ;({ app } = await buildSessionApp(t.database, {
    logger: { level: 'info', stream, serializers: { req: requestLogSerializer } },
  }))
  team = await setUpTeam(app)
})

afterAll(() => app.close())

/** The addresses of the incoming requests the log recorded since the last call. */
const loggedUrls = () => {
  const urls = lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => entry.req!.url)
  lines = []
  return urls
}

describe('the request log', () => {
  it('keeps no calendar-feed token, invite code or Google code that the routes declare secret', async () => {
    const feed = await app.inject({
      method: 'POST',
      url: '/api/calendar-feed',
      headers: { origin: ORIGIN, cookie: team.cookie },
    })
    const feedPath = new URL(feed.json<{ url: string }>().url).pathname
    const token = feedPath.split('/')[3]!
    const { code } = await createInvite(app, team.cookie, 'parent_guardian')
    lines = []

    expect((await app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: `/api/invites/${code}` })).statusCode).toBe(200)
    await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=google-one-time-code&state=the-state' })

    const logged = loggedUrls()
    expect(logged).toEqual([
      '/api/calendar-feed/[redacted]/team.ics',
      '/api/invites/[redacted]',
      '/api/auth/google/callback?code=[redacted]&state=[redacted]',
    ])
    for (const secret of [token, code, 'google-one-time-code', 'the-state'])
      expect(lines.concat(logged).join('\n')).not.toContain(secret)
  })

  it('keeps no query value of an address no route declares: the reset and invite links of the web app', async () => {
    await app.inject({ method: 'GET', url: '/reset-password?token=secret-reset-token' })
    await app.inject({ method: 'GET', url: '/auth?invite=secret-invite-code' })
    expect(loggedUrls()).toEqual(['/reset-password?token=[redacted]', '/auth?invite=[redacted]'])
  })

  it('logs the parameters of a route that declares none secret as they were sent', async () => {
    const headers = { origin: ORIGIN, cookie: team.cookie }
    await app.inject({ method: 'GET', url: '/api/calendar-events?from=2026-01-01&to=2026-02-01', headers })
    await app.inject({ method: 'DELETE', url: '/api/invites/some-invite-id', headers })
    expect(loggedUrls()).toEqual(['/api/calendar-events?from=2026-01-01&to=2026-02-01', '/api/invites/some-invite-id'])
  })
})

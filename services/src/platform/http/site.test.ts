import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSessionApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import { mailTo } from '../../../test/route-fixtures'
import type { App } from '../../app'
import { loadConfig, parseTrustProxy } from '../config'
import type { DevOutbox } from '../mail/mail'

const t = useTestDatabase()

let accounts = 0
/** An account to reset, made directly: the test's own requests must not need the Origin check to pass. */
const addAccount = async () => {
  const email = `site-${accounts++}-${Date.now()}@example.org`
  await t.owner.db.insertInto('accounts').values({ id: email, email, password_hash: null, google_sub: null }).execute()
  return email
}

const askReset = (url: string, email: string, headers: Record<string, string>) =>
  fetch(`${url}/api/auth/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  })

describe('the site origin, with PUBLIC_URL unset', () => {
  let app: App
  let outbox: DevOutbox
  let url: string
  let port: string

  beforeAll(async () => {
    ;({ app, outbox } = await buildSessionApp(t.database, { publicOrigin: undefined }))
    url = await app.listen({ port: 0, host: '127.0.0.1' })
    port = new URL(url).port
  })
  afterAll(() => app?.close())

  it('builds e-mail links from the listening address, never from Host or X-Forwarded-* headers', async () => {
    const email = await addAccount()
    const response = await askReset(url, email, {
      origin: url,
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(response.status).toBe(202)
    const mail = (await mailTo(outbox, email))!
    expect(mail.text).toContain(`http://127.0.0.1:${port}/reset-password?token=`)
    expect(mail.text).not.toContain('evil.example')
  })

  it('accepts the listening address under its loopback names as the Origin, and nothing else', async () => {
    const email = await addAccount()
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      expect((await askReset(url, email, { origin })).status).toBe(202)
    }
    const forged = await askReset(url, email, {
      origin: 'http://evil.example',
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    })
    expect(forged.status).toBe(403)
  })
})

describe('the site origin, with PUBLIC_URL set', () => {
  it('uses PUBLIC_URL for links and the Origin check, whatever the request says', async () => {
    const { app, outbox } = await buildSessionApp(t.database, { publicOrigin: 'https://team.example.org' })
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' })
      const account = await addAccount()
      expect((await askReset(url, account, { origin: url })).status).toBe(403)
      expect((await askReset(url, account, { origin: 'https://team.example.org' })).status).toBe(202)
      expect((await mailTo(outbox, account))!.text).toContain('https://team.example.org/reset-password?token=')
    } finally {
      await app.close()
    }
  })
})

describe('proxy headers', () => {
  it('count only behind a configured proxy', () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
    expect(parseTrustProxy('1')).toBe(1)
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1'])
    expect(loadConfig({}).trustProxy).toBe(false)
    // Compose passes unset variables as empty strings.
    expect(loadConfig({ TRUST_PROXY: '', HEALTH_TOKEN: '', PUBLIC_URL: '' })).toMatchObject({
      trustProxy: false,
      healthToken: undefined,
      publicUrl: undefined,
    })
  })

  it('give the client address only when trusted', async () => {
    const ipOf = async (trustProxy: false | number) => {
      const { app } = await buildSessionApp(t.database, { trustProxy })
      app.get('/api/test-ip', { config: { permission: 'public' } }, async (request) => ({ ip: request.ip }))
      const response = await app.inject({
        url: '/api/test-ip',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
      await app.close()
      return response.json<{ ip: string }>().ip
    }
    expect(await ipOf(false)).toBe('10.1.2.3')
    expect(await ipOf(1)).toBe('203.0.113.9')
  })
})

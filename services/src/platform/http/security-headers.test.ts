import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/app'
import { useTestDatabase } from '../../../test/database'
import type { App } from '../../app'

const t = useTestDatabase()

/** A stand-in for the Vite build: a page and a hashed script with the .br and .gz copies the build writes. */
const fakeBuild = () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'teamspace-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  const script = `console.log(${JSON.stringify('team space '.repeat(400))})\n`
  const page = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>'
  for (const [file, text] of [
    ['assets/index-abc123.js', script],
    ['index.html', page],
  ] as const) {
    writeFileSync(path.join(dist, file), text)
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text))
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text))
  }
  return { dist, script }
}

let app: App
let script: string
let dist: string | undefined

beforeAll(async () => {
  const build = fakeBuild()
  dist = build.dist
  script = build.script
  app = await buildTestApp(t.database, { webDist: build.dist })
  app.get('/api/test/big', { config: { permission: 'public' } }, async () => ({
    rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Player ${i}` })),
  }))
  app.get('/api/test/photo', { config: { permission: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', 'private, max-age=86400').send({ photo: true }),
  )
})
afterAll(async () => {
  await app?.close()
  if (dist) rmSync(dist, { recursive: true, force: true })
})

describe('security headers', () => {
  it('come with every page and API answer: a CSP without inline script, no framing, no sniffing, no referrer', async () => {
    for (const url of ['/', '/team/settings', '/api/health']) {
      const response = await app.inject({ url })
      const csp = String(response.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("style-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).not.toContain('unsafe-eval')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('no-referrer')
      expect(response.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('add HSTS only when the site is served over HTTPS', async () => {
    const https = await buildTestApp(t.database, { publicOrigin: 'https://team.example.org' })
    const response = await https.inject({ url: '/api/health' })
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000')
    await https.close()
  })

  it('keep API answers out of every cache, except a photo that asks for a private one', async () => {
    expect((await app.inject({ url: '/api/health' })).headers['cache-control']).toBe('no-store')
    expect((await app.inject({ url: '/api/auth/session' })).headers['cache-control']).toBe('no-store')
    expect((await app.inject({ url: '/api/test/photo' })).headers['cache-control']).toBe('private, max-age=86400')
  })
})

describe('compression', () => {
  it('sends the build’s brotli copy of a script, and gzip to a browser without brotli', async () => {
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toContain('javascript')
    expect(br.headers['cache-control']).toContain('immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)
    expect(br.headers['content-security-policy']).toContain("frame-ancestors 'none'")

    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')

    const plain = await app.inject({ url: '/assets/index-abc123.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('keeps the page itself fresh, compressed or not', async () => {
    const page = await app.inject({ url: '/roster', headers: { 'accept-encoding': 'br' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
  })

  it('compresses API answers above a small size, and leaves small ones as they are', async () => {
    const big = await app.inject({ url: '/api/test/big', headers: { 'accept-encoding': 'br' } })
    expect(big.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).rows).toHaveLength(200)
    const small = await app.inject({ url: '/api/auth/session', headers: { 'accept-encoding': 'br' } })
    expect(small.headers['content-encoding']).toBeUndefined()
  })
})

describe('robots', () => {
  it('are told over HTTP to keep out of every page, in plain text rather than the app’s page', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const response = await fetch(`${address}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n')
  })
})

import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * docker-compose.yml and the Dockerfile against the settings table of docs/operations.md: an operator who sets a documented
 * variable for `docker compose up` must reach the server with it, and the image's pg_dump must take the compose
 * file's Postgres. Both files are edited by hand; this keeps them true as settings are added.
 */
const read = (file: string) => readFile(fileURLToPath(new URL(`../../${file}`, import.meta.url)), 'utf8')

/** The variables of the settings table (docs/operations.md, "Configuration") that the server reads (not those of the tests, CI or benchmarks). */
const documentedSettings = async () => {
  const operations = await read('docs/operations.md')
  const table = operations.slice(operations.indexOf('| variable | default | meaning |'))
  const names: string[] = []
  for (const row of table.split('\n').slice(2)) {
    if (!row.startsWith('|')) break
    const [, variables = '', , meaning = ''] = row.split('|').map((cell) => cell.trim())
    if (/^(tests|CI|benchmarks|`npm run fuzz`):/.test(meaning)) continue
    names.push(...[...variables.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!))
  }
  return names
}

/** The app service's environment in docker-compose.yml: each variable given, and its value as written. */
const composeEnvironment = async () => {
  const compose = await read('docker-compose.yml')
  const app = compose.slice(compose.indexOf('\n  app:\n'))
  const block = app.slice(app.indexOf('    environment:\n'), app.indexOf('\n    ports:'))
  return new Map([...block.matchAll(/^ {6}([A-Z][A-Z0-9_]*): (.*)$/gm)].map((match) => [match[1]!, match[2]!]))
}

/** What the image's runtime stage sets itself (`ENV NAME=value`). */
const imageEnvironment = async () => {
  const dockerfile = await read('Dockerfile')
  const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'))
  return new Set([...runtime.matchAll(/^\s*(?:ENV\s+)?([A-Z][A-Z0-9_]*)=\S+/gm)].map((match) => match[1]!))
}

describe('the Docker files', () => {
  it('pass every documented setting to the server, from the operator’s environment or .env', async () => {
    const settings = await documentedSettings()
    expect(settings).toEqual(expect.arrayContaining(['MAIL_FROM', 'COOKIE_SECURE', 'GOOGLE_CLIENT_ID', 'S3_BUCKET']))
    const compose = await composeEnvironment()
    const image = await imageEnvironment()
    const missing = settings.filter((name) => !compose.has(name) && !image.has(name))
    expect(missing).toEqual([])
    // Each is the operator's to set (DATABASE_URL is made of the compose file's own Postgres settings).
    const fixed = [...compose].filter(([name, value]) => name !== 'DATABASE_URL' && !value.startsWith(`\${${name}:-`))
    expect(fixed).toEqual([])
  })

  it('give the image a pg_dump that can dump the compose file’s Postgres', async () => {
    const client = /^ARG POSTGRES_CLIENT=(\d+)$/m.exec(await read('Dockerfile'))?.[1]
    const server = /^\s+image: postgres:(\d+)/m.exec(await read('docker-compose.yml'))?.[1]
    expect(client).toBeDefined()
    expect(server).toBeDefined()
    expect(Number(client)).toBeGreaterThanOrEqual(Number(server))
  })
})

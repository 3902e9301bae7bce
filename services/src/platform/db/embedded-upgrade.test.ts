import { cp, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Kysely, PGliteDialect } from 'kysely'
import { PGlite as PGlite17 } from 'pglite-pg17'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { migratedEmbedded17Files } from '../../../test/database'
import { append, testEvent } from '../../../test/events'
import { START } from '../event-store/cursor'
import { readAfter, readStream } from '../event-store/read'
import { openDatabase, type Database } from './database'
import { embeddedMajor } from './embedded-upgrade'
import { migrateToLatest } from './migrate'
import type { DB } from './schema'

const folders: string[] = []
const opened: Database[] = []
/** Removes a folder whatever PGlite left in it; a file still being closed is retried, not left behind. */
const remove = (folder: string) => rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close()
  for (const folder of folders.splice(0)) await remove(folder)
})

/**
 * DATA_DIR as the previous version left it: a migrated PostgreSQL 17 database (the run's, made once by the global
 * setup) with a stream of three events. Made once per file; each test upgrades a copy of its own. The timeouts are
 * guards against a hang, not a measure of speed.
 */
let previousVersion = ''
beforeAll(async () => {
  previousVersion = await mkdtemp(path.join(tmpdir(), 'teamspace-pg17-made-'))
  const client = await PGlite17.create(path.join(previousVersion, 'pglite'), {
    loadDataDir: await migratedEmbedded17Files(),
  })
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: client }) })
  // Its migrations are all there, as the previous version's last start left them.
  expect(await migrateToLatest(db)).toEqual([])
  for (let n = 1; n <= 3; n++) await append(db, 'kept', n - 1, [testEvent(n)])
  await db
    .insertInto('subscription_checkpoints')
    .values({ name: 'mails', tx_id: '0', position: 0, updated_at: new Date() })
    .execute()
  await db.destroy()
}, 300_000)
afterAll(async () => {
  if (previousVersion) await remove(previousVersion)
})

const previousVersionDataDir = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'teamspace-pg17-'))
  folders.push(dataDir)
  await cp(previousVersion, dataDir, { recursive: true })
  return dataDir
}

const open = async (dataDir: string, log: string[] = []) => {
  const database = await openDatabase({ dataDir, log: (message) => log.push(message) })
  opened.push(database)
  return database
}

const numbers = (events: readonly { data: unknown }[]) => events.map((event) => (event.data as { n: number }).n)

// Each test opens (and so upgrades) a copy: a guard against a hang, not a measure of speed.
describe('the embedded database of the previous version (PostgreSQL 17)', { timeout: 180_000 }, () => {
  it('is carried into PostgreSQL 18 at start: the same log, streams and checkpoints, and it goes on', async () => {
    const dataDir = await previousVersionDataDir()
    const location = path.join(dataDir, 'pglite')
    expect(await embeddedMajor(location)).toBe(17)

    const log: string[] = []
    const { db } = await open(dataDir, log)

    expect(await embeddedMajor(location)).toBe(18)
    expect(log).toEqual([expect.stringMatching(/^the embedded database was PostgreSQL 17: its \d+ rows in \d+ tables/)])
    expect(log[0]).toContain(`${location}.pg17`)
    expect(await embeddedMajor(`${location}.pg17`)).toBe(17)

    expect(numbers(await readAfter(db, START))).toEqual([1, 2, 3])
    expect((await readStream(db, 'kept')).version).toBe(3)
    const before = await readAfter(db, START)
    await append(db, 'kept', 3, [testEvent(4)])
    const after = await readAfter(db, START)
    expect(numbers(after)).toEqual([1, 2, 3, 4])
    // The log's numbering goes on from where it was, not from 1 again.
    expect(after[3]!.position).toBeGreaterThan(before[2]!.position)
    expect(
      await db.selectFrom('subscription_checkpoints').select('name').where('name', '=', 'mails').execute(),
    ).toHaveLength(1)
  })

  it('is opened as it is by every later start', async () => {
    const dataDir = await previousVersionDataDir()
    await (await open(dataDir)).close()
    opened.length = 0
    const log: string[] = []
    const { db } = await open(dataDir, log)
    expect(log).toEqual([])
    expect(numbers(await readAfter(db, START))).toEqual([1, 2, 3])
  })

  it('finishes an upgrade stopped after the copy, and throws away a copy stopped halfway', async () => {
    const dataDir = await previousVersionDataDir()
    const location = path.join(dataDir, 'pglite')
    // A copy stopped halfway: files of a new database that never finished.
    await writeFile(path.join(dataDir, 'pglite.pg18'), 'half a copy')
    await (await open(dataDir)).close()
    opened.length = 0
    expect(numbers(await readAfter((await open(dataDir)).db, START))).toEqual([1, 2, 3])
    await opened.pop()!.close()

    // Stopped after the copy was counted, before the old files moved aside: the marker is there, nothing renamed.
    await rename(location, `${location}.pg18`)
    await rename(`${location}.pg17`, location)
    await writeFile(`${location}.upgraded`, JSON.stringify({ tables: 1, rows: 1 }))
    const { db } = await open(dataDir)
    expect(await embeddedMajor(location)).toBe(18)
    expect(numbers(await readAfter(db, START))).toEqual([1, 2, 3])
    await expect(stat(`${location}.upgraded`)).rejects.toThrow()
    expect(await readFile(path.join(`${location}.pg17`, 'PG_VERSION'), 'utf8')).toMatch(/^17/)
  })
})

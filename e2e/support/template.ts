import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { openDatabase } from '../../services/src/platform/db/database'
import { repoRoot } from './server'

const cacheDir = join(repoRoot, 'node_modules/.cache/teamspace-e2e')

/**
 * A migrated embedded database, made once and kept until the migrations change: every server of the browser
 * suite starts on a copy of it instead of running all the migrations itself. Named by what decides its contents
 * (each migration file, and the embedded Postgres that wrote the files), so a change makes a new one.
 */
export async function migratedTemplate(): Promise<string> {
  const template = join(cacheDir, `pglite-${await contentsHash()}`)
  if (existsSync(template)) return template

  // Made under a name of its own and renamed when complete: a run beside this one sees the whole template or none.
  const building = `${template}.building-${process.pid}`
  await rm(building, { recursive: true, force: true })
  await mkdir(building, { recursive: true })
  try {
    const database = await openDatabase({ dataDir: building })
    await database.close()
    try {
      await rename(join(building, 'pglite'), template)
    } catch (error) {
      // Another run finished the same template first; theirs serves as well as ours.
      if (!existsSync(template)) throw error
    }
  } finally {
    await rm(building, { recursive: true, force: true })
  }
  return template
}

async function contentsHash(): Promise<string> {
  const hash = createHash('sha256')
  const migrations = join(repoRoot, 'migrations')
  const files = (await readdir(migrations, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) {
    hash.update(file.slice(migrations.length))
    hash.update(await readFile(file))
  }
  const pglite = JSON.parse(
    await readFile(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string }
  hash.update(pglite.version)
  return hash.digest('hex').slice(0, 16)
}

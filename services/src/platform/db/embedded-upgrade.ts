import { access, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { PGlite as PGlite17 } from 'pglite-pg17'
import { Kysely, PGliteDialect } from 'kysely'
import { Migrator } from 'kysely/migration'
import { migrations } from '../../../../migrations/index'

/** The PostgreSQL major of the embedded database this code opens. */
export const EMBEDDED_POSTGRES_MAJOR = 18
/** The one earlier major it can carry over (PGlite 0.4, kept installed as `pglite-pg17` for this only). */
const PREVIOUS_MAJOR = 17

export interface UpgradeResult {
  /** Where the files of the earlier major were kept, to be deleted once the upgraded database has been checked. */
  readonly keptAt: string
  readonly tables: number
  readonly rows: number
}

/** The major of the embedded database in `location`, or null when there is none yet. */
export const embeddedMajor = async (location: string): Promise<number | null> => {
  const text = await readFile(`${location}/PG_VERSION`, 'utf8').catch(() => null)
  return text === null ? null : Number.parseInt(text.trim(), 10)
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/**
 * Carries the embedded database in `location` from PostgreSQL 17 (PGlite 0.4) to 18, which cannot open the older
 * files. A new database is made beside it with the same migrations, every table's rows are copied over in binary
 * and the sequences set where they were; the old files are then kept at `<location>.pg17` and the new ones take
 * their place. Returns null when there was nothing to carry over.
 *
 * Safe to interrupt: until the copy is complete and counted, the old files are untouched and the half-made copy is
 * thrown away at the next start; once it is, a marker file says so, and the next start finishes the two renames.
 * The log keeps the old cluster's transaction ids; the migration step that follows renumbers them (rebase.ts).
 */
export const upgradeEmbeddedDatabase = async (location: string): Promise<UpgradeResult | null> => {
  const next = `${location}.pg${EMBEDDED_POSTGRES_MAJOR}`
  const keptAt = `${location}.pg${PREVIOUS_MAJOR}`
  const marker = `${location}.upgraded`
  if (await exists(marker)) {
    const counted = JSON.parse(await readFile(marker, 'utf8')) as { tables: number; rows: number }
    return finish(location, next, keptAt, marker, counted)
  }

  const major = await embeddedMajor(location)
  if (major === null || major === EMBEDDED_POSTGRES_MAJOR) return null
  if (major !== PREVIOUS_MAJOR)
    throw new Error(
      `the embedded database in ${location} is PostgreSQL ${major}; this version opens ${EMBEDDED_POSTGRES_MAJOR} and carries ${PREVIOUS_MAJOR} over, nothing else`,
    )
  if (await exists(keptAt))
    throw new Error(`${keptAt} is in the way of upgrading the embedded database in ${location}: move it elsewhere`)

  await rm(next, { recursive: true, force: true })
  const counted = await copyInto(location, next)
  await writeFile(marker, JSON.stringify(counted))
  return finish(location, next, keptAt, marker, counted)
}

const finish = async (
  location: string,
  next: string,
  keptAt: string,
  marker: string,
  counted: { tables: number; rows: number },
): Promise<UpgradeResult> => {
  if ((await embeddedMajor(location)) === PREVIOUS_MAJOR) await rename(location, keptAt)
  if (await exists(next)) await rename(next, location)
  await rm(marker)
  return { keptAt, ...counted }
}

const copyInto = async (location: string, target: string) => {
  const source = await PGlite17.create(location)
  const destination = await PGlite.create(target)
  try {
    const migrated = (
      await source.query<{ present: boolean }>(`select to_regclass('kysely_migration') is not null as present`)
    ).rows[0]!.present
    const applied = migrated
      ? (await source.query<{ name: string }>(`select name from kysely_migration order by name`)).rows.map(
          (row) => row.name,
        )
      : []
    await migrateLike(destination, applied)

    const tables = (
      await source.query<{ name: string }>(
        `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
      )
    ).rows.map((row) => row.name)
    let rows = 0
    // As a replica would: no trigger (the log's append-only guard, foreign keys) fires while rows arrive.
    await destination.exec(`set session_replication_role = replica`)
    for (const table of tables) {
      const columns = (
        await source.query<{ list: string }>(
          `select string_agg(quote_ident(attname), ', ' order by attnum) as list from pg_attribute
            where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
          [table],
        )
      ).rows[0]!.list
      const out = await source.query(`copy ${table} (${columns}) to '/dev/blob' with (format binary)`)
      await destination.exec(`delete from ${table}`)
      await destination.query(`copy ${table} (${columns}) from '/dev/blob' with (format binary)`, [], {
        blob: out.blob!,
      })
      const count = async (db: PGlite | PGlite17) =>
        Number((await db.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0]!.n)
      const [had, has] = [await count(source), await count(destination)]
      if (had !== has) throw new Error(`copying ${table} into PostgreSQL 18 gave ${has} rows of ${had}`)
      rows += has
    }
    await destination.exec(`set session_replication_role = origin`)

    const sequences = (
      await source.query<{ name: string }>(
        `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name from pg_sequences
          where schemaname = 'public'`,
      )
    ).rows
    for (const { name } of sequences) {
      const state = (
        await source.query<{ last_value: string; is_called: boolean }>(
          `select last_value::text, is_called from ${name}`,
        )
      ).rows[0]!
      await destination.query(`select setval($1::regclass, $2::bigint, $3)`, [name, state.last_value, state.is_called])
    }
    return { tables: tables.length, rows }
  } finally {
    await source.close()
    await destination.close()
  }
}

/** The same migrations as the old database had, so both have the same tables and columns in the same order. */
const migrateLike = async (destination: PGlite, applied: readonly string[]) => {
  const unknown = applied.filter((name) => !(name in migrations))
  if (unknown.length)
    throw new Error(`the embedded database has migrations this version does not know (${unknown.join(', ')})`)
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite: destination }) })
  const last = applied.at(-1)
  if (!last) return
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(last)
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`)
}

import pg from 'pg'
import { probeStorage, type FileStorage } from './storage/storage'

/**
 * The checks of the outside services the server stands on (its database, mail server and file storage): at
 * start, where a fault stops the process with one line naming the setting, and in the health check.
 */

/** An error in a few words: its message, else its code (a refused connection to several addresses has no message). */
export const describeError = (error: unknown): string => {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0])
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code
    return error.message || code || error.name
  }
  return String(error)
}

const withTimeout = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly error: string }

/** Runs a check, bounded in time, and says how it went. */
export const runCheck = async (check: () => Promise<void>, timeoutMs: number): Promise<CheckResult> => {
  try {
    await withTimeout(check(), timeoutMs)
    return { ok: true }
  } catch (error) {
    return { ok: false, error: describeError(error) }
  }
}

export interface CachedCheckOptions {
  /** How long an answer is kept: the health check may be asked every few seconds, a mail server should not be. */
  readonly ttlMs: number
  readonly timeoutMs: number
}

/** A check run at most once per `ttlMs`; callers meanwhile share its last answer, or the run under way. */
export const cachedCheck = (check: () => Promise<void>, { ttlMs, timeoutMs }: CachedCheckOptions) => {
  let last: { at: number; result: Promise<CheckResult> } | undefined
  return (): Promise<CheckResult> => {
    const now = Date.now()
    if (!last || now - last.at >= ttlMs) last = { at: now, result: runCheck(check, timeoutMs) }
    return last.result
  }
}

/** How long the start waits for the database or the storage before it calls them unreachable. */
export const START_CHECK_TIMEOUT_MS = 5_000

/** Where a connection string points, as `host:port`. */
const serverOf = (connectionString: string) => {
  const url = new URL(connectionString)
  return `${url.hostname || 'localhost'}:${url.port || '5432'}`
}

/** DATABASE_URL's fault at start (unreachable, refused sign-in, no such database), or null when it answers. */
export const databaseFault = async (connectionString: string, timeoutMs = START_CHECK_TIMEOUT_MS) => {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs })
  // A connection that fails after connecting reports here instead of crashing the process.
  client.on('error', () => undefined)
  const result = await runCheck(async () => {
    await client.connect()
    await client.query('select 1')
  }, timeoutMs + 1_000)
  await client.end().catch(() => undefined)
  if (result.ok) return null
  const reason = /connection timeout/i.test(result.error) ? `no answer within ${timeoutMs / 1000} s` : result.error
  return `DATABASE_URL cannot be used: ${serverOf(connectionString)} (${reason})`
}

/** The storage's fault at start (cannot write and delete a file), or null when it works. */
export const storageFault = async (storage: FileStorage, setting: string, timeoutMs = 2 * START_CHECK_TIMEOUT_MS) => {
  const result = await runCheck(() => probeStorage(storage), timeoutMs)
  return result.ok ? null : `${setting} cannot be written (${result.error})`
}

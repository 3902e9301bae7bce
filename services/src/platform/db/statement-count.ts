import { AsyncLocalStorage } from 'node:async_hooks'
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'

/** The statements one request sent: before its response went out, and after (work it set going). */
export interface CountedStatements {
  before: number
  after: number
  /** Set as the response goes out: statements from then on are the request's after-work. */
  responded: boolean
  /** Each statement's first 100 characters, in order, marked before or after. */
  readonly texts: string[]
}

/**
 * Counts the SQL statements each request sends, for the `http` benchmark (BENCH_COUNT_STATEMENTS=1): a request
 * runs in an async context of its own, and every statement sent through the app's pool is counted to the
 * request whose context it was issued in, including work the request set going that runs on after it (the
 * tailer's read it woke, a timer's NOTIFY). Statements of timers and loops no request started are not counted.
 * Off unless the server is started with it: the pool is not wrapped and no hook is added.
 */
export class StatementCounter {
  readonly #current = new AsyncLocalStorage<CountedStatements>()

  /** Runs `work` (and whatever it sets going) as the request that `counted` belongs to. */
  run<T>(counted: CountedStatements, work: () => T): T {
    return this.#current.run(counted, work)
  }

  #count(text: string) {
    const counted = this.#current.getStore()
    if (!counted) return
    if (counted.responded) counted.after += 1
    else counted.before += 1
    counted.texts.push(`${counted.responded ? 'after ' : 'before'} ${text.replace(/\s+/g, ' ').trim().slice(0, 100)}`)
  }

  /** The pool the app's Kysely uses, with every statement counted before it is sent. */
  wrap(pool: PostgresPool): PostgresPool {
    const count = (text: string) => this.#count(text)
    const clients = new WeakMap<PostgresPoolClient, PostgresPoolClient>()
    const counting = (client: PostgresPoolClient): PostgresPoolClient => {
      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
      function query<R>(statement: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []) {
        if (typeof statement !== 'string') return client.query(statement)
        count(statement)
        return client.query<R>(statement, parameters)
      }
      return { query, release: (destroy?: boolean) => client.release(destroy) }
    }
    return {
      connect: async () => {
        const client = await pool.connect()
        let wrapped = clients.get(client)
        if (!wrapped) {
          wrapped = counting(client)
          clients.set(client, wrapped)
        }
        return wrapped
      },
      end: () => pool.end(),
      options: pool.options,
    }
  }
}

import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { nanoid } from 'nanoid'
import { client, createBenchDatabase, freePort, median, positive, startServer } from './harness'

/** Accounts the known addresses cycle through (each made with a password hash: a few only). */
const ACCOUNTS = 5
const WARM_UP = 20

export const usage = `  reset    [--requests N]  password-reset requests to the real server with its mail server down (SMTP_URL at a closed
                           port): N (default 200) for addresses with an account and N for addresses without,
                           interleaved; prints both medians and reset_known_vs_unknown=<known ÷ unknown> last.`

/**
 * Password-reset requests against the real server with its mail server refusing (SMTP_URL at a closed port):
 * `requests` for addresses with an account and as many for addresses without, interleaved in pairs whose order
 * alternates (so neither kind always follows the other's after-work), on one kept-alive connection. Prints
 * both medians and, last, reset_known_vs_unknown=<median known ÷ median unknown>.
 */
export const runResetBench = async ({ requests }: { requests: number }): Promise<number> => {
  const bench = await createBenchDatabase()
  // A port nothing listens on: the mail server is down for the whole run.
  const server = await startServer(bench.url, { env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } })
  const visitor = client(server.origin)
  try {
    const known: string[] = []
    for (let i = 0; i < ACCOUNTS; i++) {
      const email = `coach-${nanoid(6).toLowerCase()}@example.org`
      await client(server.origin).call('POST', '/api/auth/setup', {
        email,
        password: 'correct horse battery staple',
        name: 'Casey Coach',
        teamName: `Bench United ${i}`,
        ageGroup: 'U12',
        timeZone: 'UTC',
      })
      known.push(email)
    }
    const unknown = () => `nobody-${nanoid(8).toLowerCase()}@example.org`
    const ask = async (email: string) => {
      const started = performance.now()
      await visitor.call('POST', '/api/auth/password-reset', { email })
      return performance.now() - started
    }
    for (let i = 0; i < WARM_UP; i++) await ask(i % 2 ? known[i % ACCOUNTS]! : unknown())

    const times = { known: [] as number[], unknown: [] as number[] }
    for (let i = 0; i < requests; i++) {
      const knownFirst = i % 2 === 0
      for (const kind of knownFirst ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
        times[kind].push(await ask(kind === 'known' ? known[i % ACCOUNTS]! : unknown()))
      }
    }
    const knownMs = median(times.known)
    const unknownMs = median(times.unknown)
    console.log(`${requests} requests each, mail server refusing`)
    console.log(`reset_known_median_ms=${knownMs.toFixed(2)}`)
    console.log(`reset_unknown_median_ms=${unknownMs.toFixed(2)}`)
    console.log(`reset_known_vs_unknown=${(knownMs / unknownMs).toFixed(3)}`)
    return 0
  } finally {
    visitor.close()
    await server.stop()
    await bench.drop()
  }
}

export const run = async (argv: readonly string[]) => {
  const { values } = parseArgs({ args: [...argv], options: { requests: { type: 'string', default: '200' } } })
  const requests = positive(values.requests, 100_000)
  if (!requests) return null
  return runResetBench({ requests: Math.round(requests) })
}

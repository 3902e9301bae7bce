import { createServer, type AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { nanoid } from 'nanoid'
import { client, createBenchDatabase, startServer } from './bench-app'

/** Accounts the known addresses cycle through (each made with a password hash: a few only). */
const ACCOUNTS = 5
const WARM_UP = 20

/** A loopback port with nothing listening: the mail server is down for the whole run. */
const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Password-reset requests against the real server with its mail server refusing (SMTP_URL at a closed port):
 * `requests` for addresses with an account and as many for addresses without, interleaved in pairs whose order
 * alternates (so neither kind always follows the other's after-work), on one kept-alive connection. Prints
 * both medians and, last, reset_known_vs_unknown=<median known ÷ median unknown>.
 */
export const runResetBench = async ({ requests }: { requests: number }): Promise<number> => {
  const bench = await createBenchDatabase()
  const server = await startServer(bench.url, { env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } })
  const visitor = client(server.origin)
  try {
    // On a busy machine the server may take longer to start than `startServer` waits.
    for (let i = 0; i < 600; i++) {
      const up = await fetch(`${server.origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
      if (up) break
      await sleep(200)
    }
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

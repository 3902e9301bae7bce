import { LOCAL_SERVER } from './bench/harness'

/**
 * `npm run bench -- <kind> [options]`: one benchmark per file under bench/, over the shared harness
 * (bench/harness.ts). Each file gives its usage and `run(argv)`, which answers null for options it cannot take.
 * Only the chosen kind's file is loaded.
 */

/** A kind's file: its usage lines, and its run, given the options after the kind's name. */
interface BenchKind {
  readonly usage: string
  readonly run: (argv: readonly string[]) => Promise<number | null>
}

const kinds: Readonly<Record<string, () => Promise<BenchKind>>> = {
  append: () => import('./bench/append'),
  http: () => import('./bench/http'),
  rebuild: () => import('./bench/rebuild'),
  growth: () => import('./bench/growth'),
  live: () => import('./bench/live'),
  firstpaint: () => import('./bench/firstpaint'),
  gallery: () => import('./bench/gallery'),
  reset: () => import('./bench/reset'),
  lighthouse: () => import('./bench/lighthouse'),
  // A kind whose exports are named otherwise joins as { usage, run }: import('./x').then((m) => ({ usage: …, run: … })).
}

const usage = async () => {
  const texts = await Promise.all(Object.values(kinds).map(async (load) => (await load()).usage))
  return [
    `usage: npm run bench -- ${Object.keys(kinds).join('|')} [options]`,
    ...texts,
    `  Each kind but append makes its database on BENCH_DATABASE_URL, else DATABASE_URL, else ${LOCAL_SERVER}`,
    '  (the user needs CREATEDB), drops it at the end and prints its figure last.',
  ].join('\n')
}

const [kind, ...options] = process.argv.slice(2)
const load = kind === undefined ? undefined : kinds[kind]
let code: number | null = null
if (load) {
  const bench = await load()
  try {
    code = await bench.run(options)
  } catch (error) {
    // Options the kind does not know (node:util's parseArgs) are a usage error; anything else is the bench's.
    if (!(error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) throw error
  }
}
if (code === null) {
  console.error(await usage())
  process.exit(2)
}
process.exit(code)

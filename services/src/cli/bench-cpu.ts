import { readFile } from 'node:fs/promises'
import pg from 'pg'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100

/** CPU seconds a process has used (user + system), from /proc; null where it cannot be read. */
const processCpu = async (pid: number) => {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return null
  }
}

/** CPU seconds the whole machine spent busy (every core), and the seconds all cores were there for. */
const machineCpu = async () => {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!.split(/\s+/).slice(1).map(Number)
  const idle = line[3]! + line[4]!
  const all = line.reduce((sum, n) => sum + n, 0)
  return { busy: (all - idle) / CLOCK_TICKS, all: all / CLOCK_TICKS }
}

/**
 * Where the CPU goes while `run` runs: the server process, this process (the load generator), the Postgres
 * backends of the bench database (read from /proc, so only when Postgres runs on this machine) and everything
 * else on the machine (other work, Postgres' WAL writer). Seconds of CPU per operation, in milliseconds.
 */
export const cpuSplit = async <T>(databaseUrl: string, serverPid: number | undefined, run: () => Promise<T>) => {
  const backends = async () => {
    const client = new pg.Client({ connectionString: databaseUrl })
    client.on('error', () => undefined)
    await client.connect()
    try {
      const { rows } = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )
      return rows.map((row) => row.pid)
    } finally {
      await client.end()
    }
  }
  const pids = await backends()
  const sample = async () => ({
    server: serverPid === undefined ? null : await processCpu(serverPid),
    generator: process.cpuUsage(),
    postgres: await Promise.all(pids.map(processCpu)),
    machine: await machineCpu(),
  })
  const before = await sample()
  const result = await run()
  const after = await sample()
  const postgresPairs = before.postgres.map((b, i) => [b, after.postgres[i]] as const)
  const postgres = postgresPairs.every(([b, a]) => b !== null && a !== null)
    ? postgresPairs.reduce((sum, [b, a]) => sum + (a! - b!), 0)
    : null
  const generatorUsage = process.cpuUsage(before.generator)
  const generator = (generatorUsage.user + generatorUsage.system) / 1e6
  const server = before.server !== null && after.server !== null ? after.server - before.server : 0
  const machine = after.machine.busy - before.machine.busy
  const capacity = after.machine.all - before.machine.all
  return {
    result,
    seconds: { server, generator, postgres, others: machine - server - generator - (postgres ?? 0), machine, capacity },
  }
}

export type CpuSeconds = Awaited<ReturnType<typeof cpuSplit>>['seconds']

export const addCpu = (a: CpuSeconds, b: CpuSeconds): CpuSeconds => ({
  server: a.server + b.server,
  generator: a.generator + b.generator,
  postgres: a.postgres === null || b.postgres === null ? null : a.postgres + b.postgres,
  others: a.others + b.others,
  machine: a.machine + b.machine,
  capacity: a.capacity + b.capacity,
})

export const describeCpu = (
  label: string,
  split: CpuSeconds,
  operations: number,
  names: { server: string | null; generator: string } = { server: 'server', generator: 'load generator' },
) => {
  const ms = (seconds: number | null) => (seconds === null ? 'n/a' : ((1000 * seconds) / operations).toFixed(3))
  const parts = [
    ...(names.server === null ? [] : [`${names.server} ${ms(split.server)}`]),
    `${names.generator} ${ms(split.generator)}`,
    `Postgres backends ${ms(split.postgres)}`,
    `everything else ${ms(split.others)}`,
  ]
  console.log(
    `${label.padEnd(24)} CPU ms per operation: ${parts.join(', ')}; ` +
      `machine busy ${((100 * split.machine) / split.capacity).toFixed(0)}%`,
  )
}

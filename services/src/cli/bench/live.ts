import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import pg from 'pg'
import WebSocket from 'ws'
import {
  createBenchDatabase,
  createDatabase,
  percentile,
  positive,
  serverUrl,
  setUpTeam,
  startServer,
  statLine,
  type Client,
} from './harness'

/** How long `--foreign-tx` holds each transaction of the other database open. */
const FOREIGN_TX_SECONDS = 3

export const usage = `  live     [--sockets N] [--chat | --match] [--foreign-tx]
                           N sockets (default 100) of one team; commands (stat lines, with --chat messages in one
                           chat thread, with --match goals of a live match the families follow on game day)
                           committed one after another, 20 ms apart; prints the commit → notice
                           p50 and p95 (live_notice_p95_ms= last). With --foreign-tx, a transaction with an
                           uncommitted INSERT is held open meanwhile in another database of the same server,
                           committed and opened again every ${FOREIGN_TX_SECONDS} s (another tenant's long transaction).`

/**
 * Another database of the same server where a transaction with an uncommitted INSERT is always open: committed
 * and opened again every FOREIGN_TX_SECONDS, until stopped (as another tenant's import would).
 */
const holdForeignTransactions = async () => {
  const foreign = await createDatabase(serverUrl(), 'teamspace_bench_foreign')
  const client = new pg.Client({ connectionString: foreign.url })
  client.on('error', () => undefined)
  await client.connect()
  await client.query('create table imported (n integer)')
  let stopped = false
  let opened = 0
  const loop = (async () => {
    while (!stopped) {
      await client.query('begin')
      await client.query('insert into imported values ($1)', [++opened])
      for (let waited = 0; waited < FOREIGN_TX_SECONDS * 1000 && !stopped; waited += 50) await sleep(50)
      await client.query('commit')
    }
  })()
  return {
    stop: async () => {
      stopped = true
      await loop
      await client.end()
      await foreign.drop()
      return opened
    },
  }
}

/** What each round of the `live` bench commits: a stat line, a chat message in one thread, or a live match's goal. */
type LiveSubject = 'stats' | 'chat' | 'match'

/** Today's game of the bench's team (its clocks are UTC), kicked off a minute ago: goals may be recorded on it. */
const kickedOffGame = async (coach: Client) => {
  const game = (await coach.call('POST', '/api/calendar-events', {
    title: 'Bench Derby',
    type: 'game',
    opponent: 'Rovers',
    date: new Date().toISOString().slice(0, 10),
    time: '00:00',
    location: 'North Field',
  })) as { id: string }
  await coach.call('POST', `/api/games/${game.id}/match/kick-off`, { at: new Date(Date.now() - 60_000).toISOString() })
  return game.id
}

const subjectWords: Record<LiveSubject, string> = {
  stats: 'stat lines',
  chat: 'chat messages',
  match: 'goals of a live match',
}

const runLive = async (socketCount: number, subject: LiveSubject, options: { foreignTx: boolean }) => {
  const bench = await createBenchDatabase()
  const server = await startServer(bench.url)
  const sockets: WebSocket[] = []
  let foreign: Awaited<ReturnType<typeof holdForeignTransactions>> | null = null
  try {
    // A session may hold 8 sockets, as 8 tabs.
    const { sessions, playerId } = await setUpTeam(server.origin, Math.ceil(socketCount / 8))
    const waiting = new Set<() => void>()
    let received = 0
    for (let i = 0; i < socketCount; i++) {
      const session = sessions[i % sessions.length]!
      const socket = new WebSocket(`${server.origin.replace('http', 'ws')}/api/live`, {
        headers: { origin: server.origin, cookie: session.cookie() },
      })
      socket.on('message', () => {
        received++
        for (const wake of waiting) wake()
      })
      await new Promise((resolve, reject) =>
        socket
          .once('open', resolve)
          .once('error', reject)
          .once('unexpected-response', () => reject(new Error('refused'))),
      )
      sockets.push(socket)
    }
    const thread =
      subject === 'chat'
        ? ((await sessions[0]!.call('POST', '/api/chat/threads', { title: 'Match day' })) as { id: string })
        : null
    const game = subject === 'match' ? await kickedOffGame(sessions[0]!) : null
    const commit = () =>
      thread
        ? sessions[0]!.call('POST', `/api/chat/threads/${thread.id}/messages`, { content: 'On our way!' })
        : game
          ? sessions[0]!.call('POST', `/api/games/${game}/match/goals`, {
              at: new Date().toISOString(),
              kind: 'ours',
              scorerId: playerId,
            })
          : sessions[0]!.call('POST', '/api/stats', statLine(playerId))
    const noticeTimes: number[] = []
    const rounds = 50
    if (options.foreignTx) foreign = await holdForeignTransactions()
    for (let round = 0; round < rounds; round++) {
      const target = received + socketCount
      const committed = await (async () => {
        await commit()
        return performance.now()
      })()
      const began = committed
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`notices missing: ${target - received}`)), 10_000)
        const check = () => {
          if (received >= target) {
            waiting.delete(check)
            clearTimeout(timer)
            resolve()
          }
        }
        waiting.add(check)
        check()
      })
      noticeTimes.push(performance.now() - began)
      await sleep(20)
    }
    const opened = await foreign?.stop()
    foreign = null
    console.log(
      `${socketCount} sockets, ${rounds} ${subjectWords[subject]}: time from the command's response to the last socket's notice` +
        (opened ? ` (${opened} transactions held open in another database meanwhile)` : ''),
    )
    console.log(`live_notice_p50_ms=${percentile(noticeTimes, 50).toFixed(2)}`)
    console.log(`live_notice_p95_ms=${percentile(noticeTimes, 95).toFixed(2)}`)
    return 0
  } finally {
    await foreign?.stop()
    for (const socket of sockets) socket.terminate()
    await server.stop()
    await bench.drop()
  }
}

export const run = async (argv: readonly string[]) => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      sockets: { type: 'string', default: '100' },
      chat: { type: 'boolean', default: false },
      match: { type: 'boolean', default: false },
      'foreign-tx': { type: 'boolean', default: false },
    },
  })
  const sockets = positive(values.sockets, 5000)
  if (!sockets) return null
  const subject: LiveSubject = values.match ? 'match' : values.chat ? 'chat' : 'stats'
  return runLive(Math.round(sockets), subject, { foreignTx: values['foreign-tx'] })
}

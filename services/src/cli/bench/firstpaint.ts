import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import { chromium, type Browser } from 'playwright-core'
import { createBenchDatabase, percentile, positive, setUpTeam, startServer, statLine } from './harness'

/** The Chromium the browser tests use, and the flags a shared, sandbox-less machine needs. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const LAUNCH_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
/** A mid-range phone's CPU against this machine's: Lighthouse's mobile setting. */
const CPU_SLOWDOWN = 4
const TARGET_MS = 1000

export const usage = `  firstpaint [--runs N] [--no-build] [--rtt MS]
                           builds the web app, starts the real server serving it, signs a coach in and opens
                           /dashboard N times (default 5) in Chromium with the CPU slowed ${CPU_SLOWDOWN}×, each time with an
                           empty cache: when the first content, the shell's navigation, the loading skeleton and
                           the team's data were painted (medians); prints first_paint_ms= last. --rtt: every
                           request takes that much longer (a phone's network: 150 is Lighthouse's mobile setting).`

/**
 * What the page records about itself, from before its first byte is parsed: the first contentful paint (the
 * browser's own figure) and the frame in which each of these first showed, measured at the animation frame
 * after the element arrived. `shell`: the top bar's navigation. `skeleton`: the loading state (a busy region).
 * `data`: the team's numbers (the Top Performers list, from the roster).
 */
interface PaintTimes {
  fcp: number | null
  shell: number | null
  skeleton: number | null
  data: number | null
  /** When the page was left empty after something had been shown (it should never be). */
  blank: number | null
}

// Plain JavaScript, as the page runs it (a compiled function could refer to helpers the page lacks).
const recordPaints = `
  (() => {
    const times = { fcp: null, shell: null, skeleton: null, data: null, blank: null }
    window.__paintTimes = times
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') times.fcp = entry.startTime
    }).observe({ type: 'paint', buffered: true })
    const markers = [['shell', 'header nav'], ['skeleton', '[aria-busy="true"]'], ['data', '.performer__name']]
    new MutationObserver(() => {
      const root = document.getElementById('root')
      if (times.blank === null && times.shell !== null && root && root.textContent.trim() === '') {
        times.blank = performance.now()
      }
      for (const [key, selector] of markers) {
        if (times[key] !== null || !document.querySelector(selector)) continue
        times[key] = -1
        requestAnimationFrame(() => { times[key] = performance.now() })
      }
    }).observe(document, { childList: true, subtree: true })
  })()`

const build = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', 'web', '--logLevel', 'warn'], { stdio: 'inherit' })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))))
  })

/** One cold visit to /dashboard, signed in, the CPU slowed: when each part was painted. */
const visit = async (browser: Browser, origin: string, cookie: string, rtt: number): Promise<PaintTimes> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const [name, value] = cookie.split('=') as [string, string]
    await context.addCookies([{ name, value, url: origin }])
    const page = await context.newPage()
    await page.addInitScript({ content: recordPaints })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    if (rtt > 0) {
      await cdp.send('Network.enable')
      // Latency only: the bytes are few, and a bandwidth cap would measure the cap.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: rtt,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
    }
    await page.goto(`${origin}/dashboard`)
    const read = () => Reflect.get(window, '__paintTimes') as PaintTimes | undefined
    await page.waitForFunction(
      () => {
        const times = Reflect.get(window, '__paintTimes') as PaintTimes | undefined
        return times !== undefined && times.fcp !== null && times.data !== null && times.data > 0
      },
      undefined,
      { timeout: 60_000 },
    )
    // BENCH_TIMELINE=1: when each request of the visit started and ended, to see what waits on what.
    if (process.env.BENCH_TIMELINE) {
      const timeline = await page.evaluate(() =>
        [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
          .filter((entry): entry is PerformanceResourceTiming => 'responseEnd' in entry)
          .map(
            (entry) =>
              `${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms ${new URL(entry.name).pathname}`,
          ),
      )
      console.log(timeline.join('\n'))
    }
    const times = await page.evaluate(read)
    if (!times) throw new Error('the page recorded no paint times')
    return times
  } finally {
    await context.close()
  }
}

export const runFirstPaint = async (options: { runs: number; build: boolean; rtt: number }): Promise<number> => {
  if (options.build) await build()
  const bench = await createBenchDatabase()
  const server = await startServer(bench.url, { production: true })
  let browser: Browser | undefined
  try {
    // A coach whose team has a roster and a game's goals, so the dashboard has numbers and top scorers to show.
    const { sessions, playerId } = await setUpTeam(server.origin, 1)
    const coach = sessions[0]!
    for (let i = 0; i < 3; i++) await coach.call('POST', '/api/stats', statLine(playerId))
    for (let n = 10; n <= 20; n++) await coach.call('POST', '/api/players', { name: `Player ${n}`, jerseyNumber: n })
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_FLAGS })
    await visit(browser, server.origin, coach.cookie(), options.rtt) // the server's first page: its caches and code
    const visits: PaintTimes[] = []
    for (let run = 0; run < options.runs; run++)
      visits.push(await visit(browser, server.origin, coach.cookie(), options.rtt))
    const median = (key: keyof PaintTimes) =>
      percentile(
        visits.map((v) => v[key] ?? Number.POSITIVE_INFINITY),
        50,
      )
    const line = (label: string, key: keyof PaintTimes) =>
      console.log(
        `${label.padEnd(34)} ${median(key).toFixed(0).padStart(6)} ms  (${visits
          .map((v) => (v[key] === null ? '—' : v[key].toFixed(0)))
          .join(', ')})`,
      )
    const network = options.rtt > 0 ? `, ${options.rtt} ms per request` : ''
    console.log(
      `/dashboard, signed in, empty cache, CPU slowed ${CPU_SLOWDOWN}×${network}, ${options.runs} visits (median):`,
    )
    line('first contentful paint', 'fcp')
    line('shell (the navigation) painted', 'shell')
    line('loading skeleton painted', 'skeleton')
    line('data (top performers) painted', 'data')
    const fcp = median('fcp')
    const shellBeforeData = visits.every((v) => v.shell !== null && v.data !== null && v.shell < v.data)
    console.log(`shell painted before data in every visit: ${shellBeforeData ? 'yes' : 'no'}`)
    const blanks = visits.filter((v) => v.blank !== null).length
    console.log(`visits in which the page went blank after its first paint: ${blanks}`)
    if (fcp > TARGET_MS) console.log(`the first paint takes more than ${TARGET_MS} ms`)
    console.log(`first_paint_ms=${fcp.toFixed(0)}`)
    return 0
  } finally {
    await browser?.close()
    await server.stop()
    await bench.drop()
  }
}

export const run = async (argv: readonly string[]) => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string', default: '5' },
      'no-build': { type: 'boolean', default: false },
      rtt: { type: 'string', default: '0' },
    },
  })
  const runs = positive(values.runs, 50)
  const rtt = Number(values.rtt)
  if (!runs || !Number.isInteger(rtt) || rtt < 0 || rtt > 5_000) return null
  return runFirstPaint({ runs: Math.round(runs), build: !values['no-build'], rtt })
}

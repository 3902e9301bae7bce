import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync } from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import { budgetsKib, renderBlockingBudgetKib, targetKib } from '../../../../web/first-screen'
import { createBenchDatabase, percentile, setUpTeam, startServer, statLine } from './harness'

export const usage = `  lighthouse [--runs N] [--no-build] [--no-lighthouse]
                           builds the web app, starts the real server serving it, signs a coach in and opens
                           /dashboard, /players, /calendar, /chat, /gallery and /stats N times each (default 3) in Chromium on a phone
                           with the CPU slowed 4×, each time with an empty cache: the render-blocking JavaScript
                           before the page's heading painted from the server's HTML, the JavaScript requested before
                           React's heading showed (the page usable; brotli, as the server sends it) and the longest
                           task; then
                           Lighthouse (mobile, signed in) on each page; min / median / max per page, and
                           lighthouse_min_performance=<the lowest of the scores> last. --no-lighthouse: only
                           the browser figures.`

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
/** The pages whose scripts until usable have a budget, which `npm test` checks on the build alone. */
const PAGES = Object.keys(budgetsKib)
const TARGET_JS_KIB = targetKib
const TARGET_LONG_TASK_MS = 800
const TARGET_SCORE = 90
/** Where the build puts the files the server sends. */
const DIST = path.resolve('web/dist')

interface Visit {
  /** The brotli KiB of the render-blocking JS files (the browser's own account) before the heading painted. */
  blockingKib: number
  /** When the page's first heading painted: the server's HTML's, unless it held none. */
  headingMs: number
  /** The brotli KiB of the JS files requested before React's heading showed: the page usable. */
  jsKib: number
  rawKib: number
  files: number
  usableMs: number
  longestTaskMs: number
}

/**
 * What the page records about itself from before its first byte is parsed: the frame in which its first heading
 * showed (the server's HTML holds it), the frame in which the signed-in page's own heading (React's, the page
 * usable) first showed, and every long task.
 */
const recordHeading = `
  (() => {
    const marks = { heading: null, usable: null, tasks: [] }
    window.__benchMarks = marks
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.tasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
    const mark = (key) => {
      marks[key] = -1
      requestAnimationFrame(() => { marks[key] = performance.now() })
    }
    new MutationObserver((_, observer) => {
      if (marks.heading === null && document.querySelector('main h1')) mark('heading')
      if (marks.usable === null && document.querySelector('.app-root h1')) mark('usable')
      if (marks.heading !== null && marks.usable !== null) observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })()`

interface Marks {
  heading: number | null
  usable: number | null
  tasks: number[]
}

const build = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', 'web', '--logLevel', 'warn'], { stdio: 'inherit' })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))))
  })

const brotliSizes = new Map<string, { brotli: number; raw: number }>()
/** A built file's size as sent (brotli) and as parsed; the same compression the build's .br copies have. */
const sizeOf = (pathname: string) => {
  let size = brotliSizes.get(pathname)
  if (!size) {
    const content = readFileSync(path.join(DIST, pathname))
    size = { brotli: brotliCompressSync(content).length, raw: content.length }
    brotliSizes.set(pathname, size)
  }
  return size
}

const visit = async (browser: Browser, url: string, cookie: string): Promise<Visit> => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  try {
    const [name, value] = cookie.split('=') as [string, string]
    await context.addCookies([{ name, value, url }])
    const page = await context.newPage()
    await page.addInitScript({ content: recordHeading })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url)
    await page.waitForFunction(
      () => {
        const marks = Reflect.get(window, '__benchMarks') as Marks | undefined
        return marks !== undefined && (marks.heading ?? 0) > 0 && (marks.usable ?? 0) > 0
      },
      undefined,
      { timeout: 60_000 },
    )
    // What runs after the heading (the data, the rest of the page) counts for the longest task too.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    const { marks, scripts } = await page.evaluate(() => ({
      marks: Reflect.get(window, '__benchMarks') as Marks,
      scripts: performance.getEntriesByType('resource').map((entry) => ({
        name: new URL(entry.name).pathname,
        startTime: entry.startTime,
        // Chromium's own account of whether the resource held the first paint back.
        blocking: Reflect.get(entry, 'renderBlockingStatus') === 'blocking',
      })),
    }))
    const blocking = scripts.filter((entry) => entry.name.endsWith('.js') && entry.blocking)
    const before = scripts.filter((entry) => entry.name.endsWith('.js') && entry.startTime <= marks.usable!)
    let brotli = 0
    let raw = 0
    for (const entry of before) {
      const size = sizeOf(entry.name)
      brotli += size.brotli
      raw += size.raw
    }
    if (process.env.BENCH_FILES) {
      console.log(
        `${url}: ${before.map((entry) => `${entry.name} ${(sizeOf(entry.name).brotli / 1024).toFixed(1)}`).join(', ')}`,
      )
    }
    return {
      blockingKib: blocking.reduce((sum, entry) => sum + sizeOf(entry.name).brotli, 0) / 1024,
      headingMs: marks.heading!,
      jsKib: brotli / 1024,
      rawKib: raw / 1024,
      files: before.length,
      usableMs: marks.usable!,
      longestTaskMs: Math.max(0, ...marks.tasks),
    }
  } finally {
    await context.close()
  }
}

/** The LCP element as Lighthouse's LCP breakdown names it (a list whose node item is the element): selector and text. */
const lcpElementOf = (details: unknown) => {
  const list = details as { items?: { type?: string; selector?: string; nodeLabel?: string }[] } | undefined
  const node = list?.items?.find((item) => item.type === 'node')
  return node ? `${node.selector ?? '?'} "${node.nodeLabel ?? ''}"` : 'unknown'
}

/** Lighthouse's mobile preset on one page, signed in by the cookie header; the Performance score out of 100. */
const lighthouseScore = async (url: string, cookie: string) => {
  const { default: lighthouse } = await import('lighthouse')
  const { launch } = await import('chrome-launcher')
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'teamspace-lighthouse-'))
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: LAUNCH_FLAGS, userDataDir, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      lcpElement: lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details),
    }
  } finally {
    chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}

const triple = (values: readonly number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)} / ${percentile(values, 50).toFixed(digits)} / ${Math.max(...values).toFixed(digits)}`

export const run = async (argv: readonly string[]): Promise<number | null> => {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string', default: '3' },
      'no-build': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) return null
  if (!values['no-build']) await build()
  const bench = await createBenchDatabase()
  const server = await startServer(bench.url, { production: true })
  let browser: Browser | undefined
  try {
    // A coach whose team has a roster, stat lines, a news post and a chat thread, so each page has content.
    const { sessions, playerId } = await setUpTeam(server.origin, 1)
    const coach = sessions[0]!
    for (let i = 0; i < 3; i++) await coach.call('POST', '/api/stats', statLine(playerId))
    for (let n = 10; n <= 20; n++) await coach.call('POST', '/api/players', { name: `Player ${n}`, jerseyNumber: n })
    await coach.call('POST', '/api/news', {
      title: 'Welcome to the season',
      content: 'Practice starts on Monday. The schedule is on https://example.org/schedule — bring water.',
    })
    await coach.call('POST', '/api/chat/threads', { title: 'Carpools', description: 'Who drives on Saturday?' })
    const cookie = coach.cookie()

    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_FLAGS })
    // The server's first pages: its caches and compiled code.
    for (const page of PAGES) await visit(browser, `${server.origin}${page}`, cookie)
    const visits = new Map<string, Visit[]>(PAGES.map((page) => [page, []]))
    for (let run = 0; run < runs; run++) {
      for (const page of PAGES) visits.get(page)!.push(await visit(browser, `${server.origin}${page}`, cookie))
    }
    await browser.close()
    browser = undefined

    console.log(
      `signed in, empty cache, CPU slowed ${CPU_SLOWDOWN}×, a 412px phone, ${runs} visits per page (min / median / max):`,
    )
    for (const page of PAGES) {
      const all = visits.get(page)!
      console.log(
        `${page.padEnd(11)} JS before the heading ${triple(
          all.map((v) => v.blockingKib),
          1,
        )} KiB brotli render-blocking, heading at ${triple(all.map((v) => v.headingMs))} ms; JS until usable ${triple(
          all.map((v) => v.jsKib),
          1,
        )} KiB brotli (${triple(all.map((v) => v.rawKib))} KiB raw, ${percentile(
          all.map((v) => v.files),
          50,
        )} files), usable at ${triple(all.map((v) => v.usableMs))} ms; longest task ${triple(
          all.map((v) => v.longestTaskMs),
        )} ms`,
      )
    }
    const jsMedians = PAGES.map((page) =>
      percentile(
        visits.get(page)!.map((v) => v.jsKib),
        50,
      ),
    )
    const blockingMedians = PAGES.map((page) =>
      percentile(
        visits.get(page)!.map((v) => v.blockingKib),
        50,
      ),
    )
    const longest = Math.max(...PAGES.flatMap((page) => visits.get(page)!.map((v) => v.longestTaskMs)))
    const dashboardLongest = visits.get('/dashboard')!.map((v) => v.longestTaskMs)
    if (Math.max(...blockingMedians) > renderBlockingBudgetKib) {
      console.log(`a page's heading waits for ${Math.max(...blockingMedians).toFixed(1)} KiB of script`)
    }
    if (Math.max(...jsMedians) > TARGET_JS_KIB)
      console.log(`a page needs more than ${TARGET_JS_KIB} KiB of JS to be usable`)
    if (percentile(dashboardLongest, 50) >= TARGET_LONG_TASK_MS) {
      console.log(`the dashboard has a task of ${TARGET_LONG_TASK_MS} ms or more`)
    }
    console.log(`js_before_heading_max_kib=${Math.max(...blockingMedians).toFixed(1)}`)
    console.log(`js_until_usable_max_kib=${Math.max(...jsMedians).toFixed(1)}`)
    console.log(`longest_task_ms=${longest.toFixed(0)}`)

    if (values['no-lighthouse']) return 0
    const scores: number[] = []
    for (const page of PAGES) {
      const { score, lcp, tbt, lcpElement } = await lighthouseScore(`${server.origin}${page}`, cookie)
      scores.push(score)
      console.log(
        `${page.padEnd(11)} Lighthouse mobile Performance ${score} (LCP ${(lcp / 1000).toFixed(1)} s at ${lcpElement}, TBT ${tbt.toFixed(0)} ms)`,
      )
    }
    const lowest = Math.min(...scores)
    if (lowest < TARGET_SCORE) console.log(`a page scores below ${TARGET_SCORE}`)
    console.log(`lighthouse_min_performance=${lowest}`)
    return 0
  } finally {
    await browser?.close()
    await server.stop()
    await bench.drop()
  }
}

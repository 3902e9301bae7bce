import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { waitTimeoutMs } from './timeouts'

const systemChromium = '/usr/bin/chromium'
/** Debian's `chromium-headless-shell`: the same Blink without the desktop browser around it. */
const systemHeadlessShell = '/usr/bin/chromium-headless-shell'

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // What the tests need of Chromium is the page, not the last tenth of speed or the isolation of sites from one
  // another: these keep it from optimising code a test runs once, and from a process per site and for the GPU.
  '--js-flags=--no-opt',
  '--disable-site-isolation-trials',
  '--in-process-gpu',
]

/** The Chromium to drive: $CHROME_PATH, then the system package, then Playwright's own download. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`)
  }
  if (existsSync(systemChromium)) return systemChromium
  const playwrights = playwrightChromium()
  if (playwrights && existsSync(playwrights)) return playwrights
  throw new Error(
    'No Chromium found for the browser tests. Install one with `apt-get install -y chromium` ' +
      'or `npx playwright install chromium`, or set CHROME_PATH to a Chromium or Chrome binary.',
  )
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    // Playwright throws on platforms it has no build for; that only means "not here".
    return undefined
  }
}

/**
 * The Chromium that renders the pages of most tests: the headless shell where it is installed (a third less CPU over
 * the suite than the full browser, which shares the machine's two cores with the server under test), else
 * `findChromium()`'s. $CHROME_PATH, when set, is used for every test.
 */
export function findPageChromium(): string {
  if (!process.env.CHROME_PATH && existsSync(systemHeadlessShell)) return systemHeadlessShell
  return findChromium()
}

/**
 * A browser for a file's pages. `full: true` asks for the full browser, for what the headless shell does not have:
 * the permission prompts and push service of notifications, and installing the app (a profile on disk, launched
 * with `findChromium()`).
 */
export function launchBrowser({ full = false }: { full?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: full ? findChromium() : findPageChromium(),
    headless: true,
    args: launchArgs,
  })
}

export interface PageErrors {
  /** Uncaught exceptions thrown in the page since it opened, and anything the Content Security Policy refused. */
  readonly errors: Error[]
}

/** Chromium reports what the page's Content Security Policy blocked as a console error naming the policy. */
export const isCspViolation = (text: string) => /Content Security Policy/i.test(text)

/**
 * A fresh context (own cookies) whose waits, actions and navigations give the page the suite's deadline. The app's
 * service worker is kept out unless a test asks for it (`serviceWorkers: 'allow'`): once it controls a page, the
 * page's requests pass through it, where `page.route` (a test's stand-in server answer) no longer sees them.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options })
  context.setDefaultTimeout(waitTimeoutMs)
  return context
}

/** A page as the tests get it: one that records uncaught page errors. */
export type TestPage = Page & PageErrors

/** A fresh page (own cookies) of the given width that records uncaught page errors. */
export async function openPage(
  browser: Browser,
  { width = 1280, height = 800 }: { width?: number; height?: number } = {},
): Promise<TestPage> {
  return openPageIn(browser, { viewport: { width, height } })
}

/** A fresh page of its own (own cookies) with the phone's clock in `timeZone`, recording uncaught page errors. */
export async function openZonedPage(
  browser: Browser,
  timeZone: string,
  { width = 1280, height = 800 }: { width?: number; height?: number } = {},
): Promise<TestPage> {
  return openPageIn(browser, { viewport: { width, height }, timezoneId: timeZone })
}

/** The pages the tests opened that are open still: what a failed test's report shows (failure-report.ts). */
const openPages = new Set<Page>()

/**
 * Where each open page is and what it shows (its address and the start of its text), for a failed test's output:
 * a run on a busy machine leaves nothing else to see. Each page gets a few seconds; one that does not answer says so.
 */
export async function describeOpenPages(): Promise<string[]> {
  const described = await Promise.all(
    [...openPages].map(async (page, index) => {
      const text = await Promise.race([
        page
          .evaluate(() => document.body?.innerText ?? '')
          .then(
            (words) => words.replace(/\s+/g, ' ').trim().slice(0, 800),
            (error: unknown) => `(its text could not be read: ${String(error)})`,
          ),
        new Promise<string>((resolve) => setTimeout(() => resolve('(the page did not answer within 5 s)'), 5_000)),
      ])
      return `open page ${index + 1}: ${page.url()} (${page.viewportSize()?.width ?? '?'} px)\n  ${text}`
    }),
  )
  return described
}

/** A page in a fresh context of its own, recording uncaught page errors and what the Content Security Policy refused. */
async function openPageIn(browser: Browser, options: BrowserContextOptions): Promise<TestPage> {
  const context = await newContext(browser, options)
  const page = await context.newPage()
  openPages.add(page)
  page.on('close', () => openPages.delete(page))
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  page.on('console', (message) => {
    if (isCspViolation(message.text())) errors.push(new Error(message.text()))
  })
  // The context goes with its page; it may already be closing with the browser, which is fine.
  page.on('close', () => void context.close().catch(() => undefined))
  return Object.assign(page, { errors })
}

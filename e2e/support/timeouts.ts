/**
 * The browser suite's deadlines, in one place. Every wait is for something the page shows (a locator, an
 * `expect.poll`), so it ends as soon as that shows; the deadline only says when to give up. They are generous because
 * on a loaded machine a page can take many seconds to answer, and no test picks a deadline of its own. How fast the
 * app is belongs to the benchmarks, not to these tests.
 */

/** Playwright's waits and actions, and `expect.poll`: how long the page may take to show what a test expects. */
export const waitTimeoutMs = 60_000

/** The app's server process, from spawn to answering its health check: it compiles and opens its database first. */
export const serverStartTimeoutMs = 180_000

/** A whole test or hook: several slow waits in a row on a loaded machine. */
export const testTimeoutMs = 300_000

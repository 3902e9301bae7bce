import { configDefaults, defineConfig } from 'vitest/config'
import { TimingsReporter } from './.ci/timings.ts'
import { testTimeoutMs, waitTimeoutMs } from './e2e/support/timeouts.ts'

export default defineConfig({
  test: {
    // Each file's time of the last run, for `npm run test:timings`.
    reporters: ['default', new TimingsReporter()],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'web/src/**/*.test.ts', 'web/*.test.ts'],
          // It reads the web build, so it runs after it (the `budget` project below).
          exclude: [...configDefaults.exclude, 'web/first-screen-budget.test.ts'],
          environment: 'node',
          // The modules under test are imported once per worker, not once per file: that import was nine tenths of
          // the phase. Tests that stub a global restore it after each test.
          isolate: false,
          // A guard against a hang, not a measure: on a loaded machine a test that waits out a deadline of the app
          // (the read deadline's 3 s) may take far longer than it does alone.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // Each page's JavaScript before its heading against its budget, read from the web build (web/first-screen.ts).
          name: 'budget',
          include: ['web/first-screen-budget.test.ts'],
          environment: 'node',
          // A guard against a hang: the first page compresses the whole build, seconds alone and many under load.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['services/**/*.test.ts'],
          globalSetup: ['services/test/global-setup.ts'],
          setupFiles: ['services/test/upcasters.ts'],
          // The app's modules are imported once per worker, not once per file: that import was a third of the phase.
          // Files share no state through them (each builds its own app on its own database).
          isolate: false,
          // Guards against a hang, never the assertion: a loaded machine makes the suite slower, not red. Every wait
          // for something to happen (`expect.poll`) waits as long.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 60_000, interval: 50 } },
          // Two cores: more workers than that only adds contention on the shared Postgres server.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // A failed test prints what its open pages show (e2e/support/failure-report.ts).
          setupFiles: ['e2e/support/failure-report.ts'],
          testTimeout: testTimeoutMs,
          hookTimeout: testTimeoutMs,
          // Web-first checks: `await expect.poll(() => locator.count()).toBe(0)` retries until the page shows it.
          expect: { poll: { timeout: waitTimeoutMs, interval: 100 } },
          // Each worker's files share a server (on Postgres with TEST_DATABASE_URL, else embedded); a file that needs
          // settings, a restart or the data directory starts its own. Two at a time keep both cores busy (a file
          // waits on its browser and its server in turn).
          maxWorkers: 2,
        },
      },
    ],
  },
})

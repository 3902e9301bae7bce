// `npm test`: the whole suite in phases. What shares nothing runs side by side (the type-check, the lint's three
// parts, the unit tests and the web build the browser tests drive, with the pages' script budgets read from it); the
// integration and browser tests follow, side by side too. Each phase's output is printed as it comes, each line named by its
// phase where phases run together, and each phase's time at its end. The first step with a failed phase stops the run (its other phases still finish, so
// their output is whole).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

interface Phase {
  readonly name: string
  readonly command: string
}

const npmRun = (script: string, ...args: string[]): string => ['npm run --silent', script, ...args].join(' ')

/** Phases in steps: the phases of a step run side by side, the steps one after another. */
const steps: readonly (readonly Phase[])[] = [
  [
    { name: 'typecheck', command: npmRun('typecheck') },
    { name: 'eslint', command: npmRun('lint:eslint') },
    { name: 'format', command: npmRun('lint:format') },
    { name: 'cycles', command: npmRun('lint:cycles') },
    { name: 'unit', command: npmRun('test:unit') },
    // The budget of each page's JavaScript before its heading is read from the build, so it follows it.
    { name: 'build', command: `${npmRun('build:e2e')} && npx vitest run --project budget` },
  ],
  // The integration tests wait on Postgres and the browser tests on Chromium and their server in turn: side by side
  // they fill each other's pauses (each alone leaves a tenth to a fifth of the two cores idle). They share no state:
  // the integration files' databases are clones on the Postgres server, the browser tests' servers embedded ones.
  [
    { name: 'integration', command: npmRun('test:integration') },
    { name: 'e2e', command: 'npx vitest run --project e2e' },
  ],
]

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`

const run = (phase: Phase, prefixed: boolean) =>
  new Promise<{ phase: Phase; ok: boolean; time: string }>((resolve) => {
    const started = performance.now()
    const child = spawn(phase.command, { cwd: repoRoot, shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      const out = stream === child.stdout ? process.stdout : process.stderr
      stream.setEncoding('utf8').on('data', (chunk: string) => {
        if (!prefixed) return void out.write(chunk)
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) out.write(`[${phase.name}] ${line}\n`)
      })
      stream.on('end', () => rest && out.write(`[${phase.name}] ${rest}\n`))
    }
    child.on('close', (code) => {
      const time = seconds(started)
      console.log(`== ${phase.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${time}`)
      resolve({ phase, ok: code === 0, time })
    })
  })

const started = performance.now()
const times: string[] = []
for (const step of steps) {
  console.log(`\n== ${step.map((phase) => phase.name).join(' + ')}`)
  const results = await Promise.all(step.map((phase) => run(phase, step.length > 1)))
  times.push(...results.map(({ phase, time }) => `${phase.name} ${time}`))
  const failed = results.filter((result) => !result.ok)
  if (failed.length > 0) {
    console.log(`\ntests: FAILED at ${failed.map((result) => result.phase.name).join(', ')} after ${seconds(started)}`)
    console.log(`phases: ${times.join(', ')}`)
    process.exit(1)
  }
}
console.log(`\ntests: passed in ${seconds(started)} (${times.join(', ')}); the slowest files: npm run test:timings`)

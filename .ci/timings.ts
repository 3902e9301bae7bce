// The test files' times: a Vitest reporter that keeps each file's time of the last run (its import, setup and tests),
// and, run as a script (`npm run test:timings [N]`), the N slowest files of the last run of each project (15 unless
// said). Times are for reading, never for passing or failing a run.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const folder = path.join(repoRoot, 'node_modules', '.cache', 'teamspace-test')
const fileOf = (project: string) => path.join(folder, `timings-${project}.json`)

interface FileTiming {
  readonly file: string
  /** Seconds from the file's import to its last test. */
  readonly seconds: number
  readonly tests: number
  readonly state: string
}

/** The part of Vitest's reporter interface this reporter uses. */
interface TestModuleLike {
  readonly moduleId: string
  readonly project: { readonly name: string }
  state(): string
  children: { allTests(): Iterable<unknown> }
  diagnostic(): {
    readonly environmentSetupDuration: number
    readonly prepareDuration: number
    readonly collectDuration: number
    readonly setupDuration: number
    readonly duration: number
  }
}

export class TimingsReporter {
  private readonly byProject = new Map<string, FileTiming[]>()

  onTestModuleEnd(module: TestModuleLike) {
    const d = module.diagnostic()
    const seconds =
      (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000
    const timings = this.byProject.get(module.project.name) ?? []
    timings.push({
      file: path.relative(repoRoot, module.moduleId),
      seconds: Math.round(seconds * 10) / 10,
      tests: [...module.children.allTests()].length,
      state: module.state(),
    })
    this.byProject.set(module.project.name, timings)
  }

  onTestRunEnd() {
    mkdirSync(folder, { recursive: true })
    for (const [project, timings] of this.byProject) {
      // A run of a few files only (one file while working on it) keeps the times of the others from the last full run.
      const kept = readTimings(project).filter((old) => !timings.some((now) => now.file === old.file))
      writeFileSync(fileOf(project), JSON.stringify([...kept, ...timings], null, 1))
    }
  }
}

const readTimings = (project: string): FileTiming[] => {
  try {
    return JSON.parse(readFileSync(fileOf(project), 'utf8')) as FileTiming[]
  } catch {
    return []
  }
}

const print = (count: number) => {
  const entries = (() => {
    try {
      return readdirSync(folder, { withFileTypes: true })
    } catch {
      return []
    }
  })()
  const projects = entries
    .map((entry) => /^timings-(.+)\.json$/.exec(entry.name)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort()
  if (projects.length === 0) console.log('No test run has been timed yet: run the tests first.')
  for (const project of projects) {
    const timings = readTimings(project).sort((a, b) => b.seconds - a.seconds)
    const total = timings.reduce((sum, each) => sum + each.seconds, 0)
    console.log(`\n${project}: ${timings.length} files, ${total.toFixed(0)} s in all (each file's own time)`)
    for (const each of timings.slice(0, count))
      console.log(
        `${each.seconds.toFixed(1).padStart(7)} s  ${String(each.tests).padStart(3)} tests  ${each.file}${each.state === 'passed' ? '' : ` (${each.state})`}`,
      )
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  print(Number(process.argv[2] ?? 15))
}

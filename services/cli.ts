import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `npm run migrate | projections | backup | restore` in both places they run. In a checkout with the dev
 * dependencies, the TypeScript sources through tsx, so a change is used at once; in the Docker image (production
 * dependencies only, no tsx) the bundle `node services/build.ts` made, `services/dist/<name>.js`. Node runs this
 * file as it is (no imports of the sources), so it needs neither.
 */
const servicesDir = path.dirname(fileURLToPath(import.meta.url))
const [name, ...args] = process.argv.slice(2)
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error('usage: node services/cli.ts <migrate | projections | backup> [arguments]')
  process.exit(2)
}

const hasTsx = (() => {
  try {
    import.meta.resolve('tsx')
    return true
  } catch {
    return false
  }
})()
const bundle = path.join(servicesDir, 'dist', `${name}.js`)
if (!hasTsx && !existsSync(bundle)) {
  console.error(`${bundle} is missing and tsx is not installed: build the server first (npm run build:server)`)
  process.exit(1)
}
const command = hasTsx
  ? ['--import', 'tsx', path.join(servicesDir, 'src', 'cli', `${name}.ts`)]
  : ['--enable-source-maps', bundle]

// The command's own process, sharing this one's terminal: Ctrl-C reaches both, and its exit code is ours.
const child = spawnSync(process.execPath, [...command, ...args], { stdio: 'inherit' })
if (child.error) throw child.error
process.exit(child.status ?? 1)

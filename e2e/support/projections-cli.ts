import { spawn } from 'node:child_process'
import { repoRoot } from './server'

/**
 * Runs the maintainers' `projections <command>` against the embedded database in `dataDir` (an app started with
 * `startAppKeepingData`, its server stopped), or against a Postgres database (`{ databaseUrl }`): the bundle the
 * run's global setup built beside the server (`services/dist/projections.js`, what the Docker image runs), so a
 * check spends no time compiling the sources.
 */
export function runProjectionsCli(
  where: string | { dataDir: string } | { databaseUrl: string },
  command: string,
): Promise<{ exitCode: number | null; output: string }> {
  const at = typeof where === 'string' ? { dataDir: where } : where
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.DATABASE_URL
  if ('databaseUrl' in at) env.DATABASE_URL = at.databaseUrl
  else env.DATA_DIR = at.dataDir
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', 'services/dist/projections.js', command], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.once('error', reject)
    child.once('close', (exitCode) => resolve({ exitCode, output }))
  })
}

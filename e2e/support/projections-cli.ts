import { spawn } from 'node:child_process'
import { repoRoot } from './server'

/**
 * Runs `npm run projections -- <command>` against the embedded database in `dataDir` (an app started with
 * `startAppKeepingData`, its server stopped).
 */
export function runProjectionsCli(
  dataDir: string,
  command: string,
): Promise<{ exitCode: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
  delete env.DATABASE_URL
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'projections', '--', command], {
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

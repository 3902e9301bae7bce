import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { describedTexts } from './auth-helpers'
import { repoRoot, startApp, type RunningApp, type StartAppOptions } from './server'

export interface AppWithKeptData extends RunningApp {
  /** Stops the server and leaves its data directory in place, for the maintainers' CLI to read. */
  stopServer(): Promise<void>
}

/**
 * The real app, as `startApp` starts it, but with a data directory of our own: stopping the server leaves the
 * embedded database behind (the CLI cannot open it while the server holds it), and `stop()` removes it.
 */
export async function startAppKeepingData(options: StartAppOptions = {}): Promise<AppWithKeptData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'teamspace-e2e-kept-'))
  let app: RunningApp
  try {
    // The server reads DATA_DIR from its environment; ours wins over the one startApp makes (and removes).
    app = await startApp({ ...options, env: { ...options.env, DATA_DIR: dataDir } })
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    baseUrl: app.baseUrl,
    dataDir,
    stopServer: () => app.stop(),
    stop: async () => {
      await app.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Runs `npm run projections -- <command>` against the embedded database in `dataDir`. */
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The control labelled `label` (with or without a required star) inside `scope`: a dialog's field, where the page
 * behind has a control of the same name.
 */
export const labelled = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`))

/** The message shown beside a field, checked through the field's own aria-describedby as a screen reader finds it. */
export async function expectMessageBeside(scope: Page | Locator, label: string, message: string) {
  const control = labelled(scope, label)
  await expect
    .poll(() => control.getAttribute('aria-invalid'), { message: `${label} should say "${message}"` })
    .toBe('true')
  await expect.poll(() => describedTexts(control), { message: `${label} should say "${message}"` }).toContain(message)
}

/** A 64×64 PNG (a person on the accent colour), for the player photo. */
export const playerPhotoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAA5FBMVEUfej/G4M7i8efb7eA1iFLa7d/H4c/l8+nb7uHj8ufc7uI2iVPa7N80h1Ezh1ElfkRcn3Mmf0Wsz7d1roktgkunzbQsgkuozrVzrYdyrYddoHR0rojJ4tF+tJDh8ea82sat0LkyhlCu0brI4c9qqIDP5dZ7so7Z7N58s4+82sWmzbMrgUppp3+axajA3MlsqYHQ5tdrqIGjy7AvhE04iVR2r4mVwqSs0LicxqulzLJYnXCVw6V+tJG72caPv59op35annGAtZK+28dwrIVbnnKYxKeXxKdxrIYkfkNoqH/P5dW/28g0v0UDAAAACXBIWXMAAAsTAAALEwEAmpwYAAABdUlEQVR4nO2WaXOCMBCGFwU2gIgKeNSqrfWuve/7vv///+kXh4KGZIMznc7U9/vzJNmEXQBWWWWVvx+n2TVt2+zW9Uy4e5XDWazDY3V+jWEs+ZIqf2LFeUTLV1zfSvKIltIe9MT+Z6coKgh2FnnEVzrvRPWPJ0e/TZ/HIzbIgg2+oEIWrPMFJlnA+AK2rMAgC7b4Au33iljnC57IAp37kNoKbeGFJzil8+DmOXewqSCAy4VDWM8qPIA/31CaajxAKXEK416VBzi6bUfLnyudP4reONMY0ypv2dr6P09wUDPt5DuwzbBXJeLla4P/NRZaZQpfvMHU7DpyXt9P5xH7rnT/jyIeseNJBA9iHnEk5oOU+v2kIL6LPRmPOBUKanLBJMtQow84htKwZQVGlqFGH3AhSnMhFPTkgjuhICjI+OG2UAAtmWAg5sHriPmx7GMCty/iPwl/m8VxOv9FaCgA3iilksPBO4UHgOo01ObeJNMmH9z6fwNgbS0pvduGEgAAAABJRU5ErkJggg==',
  'base64',
)

/** A date `years` years before today, as a date input takes it. */
export function yearsAgo(years: number, today = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${today.getFullYear() - years}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
}

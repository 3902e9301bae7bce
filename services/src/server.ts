import path from 'node:path'
import { buildApp, defaultWebDist, projections } from './app'
import { loadConfig } from './platform/config'
import { openDatabase } from './platform/db/database'
import { SmtpMail } from './platform/mail/mail'
import { DiskStorage } from './platform/storage/storage'
import { ensureProjectionsCurrent } from './platform/projections/rebuild'

/** The process: configuration, the database, the app, and a graceful close on SIGINT/SIGTERM. */
const config = loadConfig()
const logger = { level: config.logLevel }

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  prepare: (owner) => ensureProjectionsCurrent(owner, projections, (message) => console.log(message)),
})
const app = await buildApp({
  database,
  logger,
  webDist: config.env === 'production' ? defaultWebDist() : undefined,
  mail: config.smtpUrl ? new SmtpMail(config.smtpUrl, config.mailFrom) : undefined,
  secureCookies: config.secureCookies,
  authRateLimit: config.authRateLimit,
  publicOrigin: config.publicUrl,
  google: config.google,
  storage: new DiskStorage(path.join(config.dataDir, 'uploads')),
})

let closing = false
const close = async (signal: string) => {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void close('SIGINT'))
process.on('SIGTERM', () => void close('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
app.log.info(
  `team space on http://${config.host}:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'Postgres'})`,
)

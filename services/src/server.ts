import path from 'node:path'
import { buildApp, defaultWebDist, projections } from './app'
import { loadConfig } from './platform/config'
import { requestLogSerializer } from './platform/http/log-redaction'
import { openDatabase } from './platform/db/database'
import { SmtpMail } from './platform/mail/mail'
import { S3Storage } from './platform/storage/s3-storage'
import { DiskStorage } from './platform/storage/storage'
import { ensureProjectionsCurrent } from './platform/projections/rebuild'

/** The process: configuration, the database, the app, and a graceful close on SIGINT/SIGTERM. */
const config = loadConfig()
// Routes declare the secrets their addresses carry (a feed token, an invite code): the request log keeps them out.
const logger = { level: config.logLevel, serializers: { req: requestLogSerializer } }

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
  memberRateLimit: config.memberRateLimit,
  publicOrigin: config.publicUrl,
  trustProxy: config.trustProxy,
  healthToken: config.healthToken,
  logMailContent: config.env !== 'production',
  google: config.google,
  scheduleMailMergeMs: config.scheduleMailMergeMs,
  // Uploaded files: an S3-compatible bucket when one is configured, else a folder under DATA_DIR.
  storage: config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, 'uploads')),
})

/** In-flight requests get this long to finish; then the connections still open are cut. */
const DRAIN_MS = 7_000
/** Past this the process exits whatever is still pending: an orchestrator's grace period is often 10 s. */
const EXIT_MS = 9_500

let closing = false
const close = async (signal: string) => {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  setTimeout(() => {
    app.log.warn('shutdown took too long: exiting')
    process.exit(1)
  }, EXIT_MS).unref()
  // New connections are refused at once; a client still sending its request slowly is not waited for.
  const cut = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS)
  cut.unref()
  await app.close()
  clearTimeout(cut)
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void close('SIGINT'))
process.on('SIGTERM', () => void close('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
app.log.info(
  `team space on ${app.site.origin()} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'Postgres'})`,
)
app.log.info(
  config.s3
    ? `uploaded files in the bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`
    : `uploaded files under ${path.join(config.dataDir, 'uploads')}`,
)
// Only where mail really goes out does its sender matter.
if (config.smtpUrl && config.mailFromWarning) app.log.warn(config.mailFromWarning)
app.log.info(
  config.publicUrl
    ? `site origin ${app.site.origin()} from PUBLIC_URL: used in e-mail links and the Origin check`
    : `PUBLIC_URL is not set: e-mail links and the Origin check use the listening address (${app.site.acceptedOrigins().join(', ')})`,
)

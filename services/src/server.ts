import path from 'node:path'
import { databaseFault, runCheck, storageFault, START_CHECK_TIMEOUT_MS } from './platform/checks'
import { ConfigError, loadConfig } from './platform/config'
import { holdEmbeddedDatabase } from './platform/db/embedded-lock'
import { DiskStorage, type FileStorage } from './platform/storage/storage'

/**
 * The process: configuration, the database, the app, and a graceful close on SIGINT/SIGTERM. The app and the
 * clients of the services it uses are loaded only once the settings are known to be good, so a fault is told
 * in a moment.
 */

/**
 * A setting the server cannot run with stops the start with one line per fault naming the variable, and exit
 * code 1: the operator has a setting to fix, not a stack to read.
 */
const refuseToStart = (faults: readonly string[]): never => {
  for (const fault of faults) console.error(fault)
  process.exit(1)
}
const orRefuse = async <T>(work: () => T | Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(error.faults)
    throw error
  }
}

const config = await orRefuse(() => loadConfig())
// Uploaded files: an S3-compatible bucket when one is configured, else a folder under DATA_DIR.
const uploads = path.join(config.dataDir, 'uploads')
const storage: FileStorage = config.s3
  ? new (await import('./platform/storage/s3-storage')).S3Storage(config.s3)
  : new DiskStorage(uploads)
const storageSetting = config.s3
  ? `S3_BUCKET "${config.s3.bucket}"${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`
  : `DATA_DIR (its uploads folder ${uploads})`
// The database and the storage are tried before anything is served: a wrong address or bucket is a line at
// start, not a user's failed upload later.
const unreachable = await Promise.all([
  config.databaseUrl ? databaseFault(config.databaseUrl) : null,
  storageFault(storage, storageSetting),
])
const faults = unreachable.filter((fault) => fault !== null)
if (faults.length > 0) refuseToStart(faults)
const releaseEmbedded = config.databaseUrl ? undefined : await orRefuse(() => holdEmbeddedDatabase(config.dataDir))

const [
  { buildApp, defaultWebDist, projections },
  { openDatabase },
  { ensureProjectionsCurrent },
  { SmtpMail },
  { requestLogSerializer },
  { vapidSubjectOf },
] = await Promise.all([
  import('./app'),
  import('./platform/db/database'),
  import('./platform/projections/rebuild'),
  import('./platform/mail/mail'),
  import('./platform/http/log-redaction'),
  import('./platform/push/vapid'),
])
// The `http` benchmark's count of the statements each request sends; off (and without cost) unless asked for.
const statementCounter =
  process.env.BENCH_COUNT_STATEMENTS === '1'
    ? new (await import('./platform/db/statement-count')).StatementCounter()
    : undefined

const database = await orRefuse(() =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    allowOwner: config.serveAsOwner,
    log: (message) => console.log(message),
    prepare: (owner) => ensureProjectionsCurrent(owner, projections, (message) => console.log(message)),
    statementCounter,
  }),
)
// Routes declare the secrets their addresses carry (a feed token, an invite code): the request log keeps them out.
const logger = { level: config.logLevel, serializers: { req: requestLogSerializer } }
const mail = config.smtpUrl ? new SmtpMail(config.smtpUrl, config.mailFrom) : undefined
const app = await buildApp({
  database,
  logger,
  webDist: config.env === 'production' ? defaultWebDist() : undefined,
  mail,
  secureCookies: config.secureCookies,
  authRateLimit: config.authRateLimit,
  memberRateLimit: config.memberRateLimit,
  publicOrigin: config.publicUrl,
  trustProxy: config.trustProxy,
  healthToken: config.healthToken,
  logMailContent: config.env !== 'production',
  google: config.google,
  features: { 'schedule-mails': { mergeWindowMs: config.scheduleMailMergeMs } },
  // The push services are told who runs the server by the address its mail comes from.
  push: { subject: vapidSubjectOf(config.mailFrom) },
  storage,
  statementCounter,
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
  await releaseEmbedded?.()
  process.exit(0)
}
process.on('SIGINT', () => void close('SIGINT'))
process.on('SIGTERM', () => void close('SIGTERM'))

/** A port taken or not ours to take is a setting to fix, told in one line, like the faults above. */
const listenFault = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const where = `Port ${config.port} on ${config.host}`
  if (code === 'EADDRINUSE') return `${where} is already in use: stop what runs there or set PORT.`
  if (code === 'EACCES') return `${where} may not be opened by this user: set PORT to 1024 or above.`
  if (code === 'EADDRNOTAVAIL') return `${where} cannot be opened: HOST is not an address of this machine.`
  return null
}
try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  const fault = listenFault(error)
  if (!fault) throw error
  // The app's background work stops before its database closes, so nothing else is logged on the way out.
  await app.close()
  await database.close()
  await releaseEmbedded?.()
  refuseToStart([fault])
}
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
// A mail server that is down delays mail (the outbox retries), never the start: a warning, and the health check.
if (mail)
  void runCheck(() => mail.verify(), START_CHECK_TIMEOUT_MS).then((result) => {
    if (!result.ok)
      app.log.warn(`SMTP_URL: the mail server does not answer yet (${result.error}); mail waits in the outbox`)
  })

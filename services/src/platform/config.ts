import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import type { S3Settings } from './storage/s3-storage'

/**
 * Settings the server cannot run with, one line each naming the variable (`PORT must be …`). The process prints
 * the lines and exits instead of failing later, at a user's request, with a stack.
 */
export class ConfigError extends Error {
  constructor(readonly faults: readonly string[]) {
    super(faults.join('\n'))
    this.name = 'ConfigError'
  }
}

const urlWithScheme = (schemes: readonly string[]) =>
  z.string().refine((text) => {
    try {
      const url = new URL(text)
      return schemes.includes(url.protocol.slice(0, -1)) && url.hostname !== ''
    } catch {
      return false
    }
  })

const httpUrl = urlWithScheme(['http', 'https'])

/** proxy-addr's names for address ranges, accepted beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])
const isProxyAddress = (part: string) => {
  if (PROXY_RANGE_NAMES.has(part)) return true
  const [address = '', bits, ...rest] = part.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/** Every setting the server reads from its environment. docs/operations.md lists the same variables (its "Configuration" table). */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql']).optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: httpUrl.optional(),
  SMTP_URL: urlWithScheme(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_REDIRECT_URL: httpUrl.optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  MEMBER_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .refine((text) => /^\s*\d+\s*$/.test(text) || text.split(',').every((part) => isProxyAddress(part.trim())))
    .optional(),
  HEALTH_TOKEN: z.string().min(16).optional(),
  SCHEDULE_MAIL_MERGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  SERVE_AS_OWNER: z.enum(['true', 'false']).default('false'),
})

type Variable = keyof typeof environmentSchema.shape

/** What each variable must be, said the same way for every fault. */
const expected: { readonly [V in Variable]: string } = {
  NODE_ENV: 'must be development, production or test',
  PORT: 'must be a port number, 0 to 65535',
  HOST: 'must be an address to listen on',
  DATABASE_URL: 'must be a Postgres connection string: postgres://user:password@host:5432/database',
  DATA_DIR: 'must be a folder',
  LOG_LEVEL: 'must be fatal, error, warn, info, debug, trace or silent',
  PUBLIC_URL: "must be the site's address with its scheme, e.g. https://team.example.org",
  SMTP_URL: 'must start with smtp:// or smtps://, e.g. smtps://user:password@smtp.example.org:465',
  MAIL_FROM: 'must be a sender, e.g. Team Space <no-reply@example.org>',
  GOOGLE_CLIENT_ID: 'must be the client id Google gave',
  GOOGLE_CLIENT_SECRET: 'must be the client secret Google gave',
  GOOGLE_REDIRECT_URL: 'must be an http(s) address ending in /api/auth/google/callback',
  AUTH_RATE_LIMIT: 'must be a whole number above 0',
  MEMBER_RATE_LIMIT: 'must be a whole number above 0',
  COOKIE_SECURE: 'must be true or false',
  TRUST_PROXY: 'must be a number of proxy hops, or proxy addresses and CIDR ranges separated by commas',
  HEALTH_TOKEN: 'must be at least 16 characters long',
  SCHEDULE_MAIL_MERGE_SECONDS: 'must be a whole number of seconds, 0 to 86400',
  S3_BUCKET: 'must be a bucket name',
  S3_ENDPOINT: 'must be an http(s) address, e.g. https://s3.eu-central-1.amazonaws.com',
  S3_REGION: 'must be a region name, e.g. eu-central-1',
  S3_ACCESS_KEY_ID: 'must be an access key id',
  S3_SECRET_ACCESS_KEY: 'must be a secret access key',
  S3_FORCE_PATH_STYLE: 'must be true or false',
  SERVE_AS_OWNER: 'must be true or false',
}

/** Their values may hold a password or a key: a fault never repeats them. */
const SECRET: ReadonlySet<Variable> = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'HEALTH_TOKEN',
  'GOOGLE_CLIENT_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
])

const isVariable = (name: PropertyKey): name is Variable => typeof name === 'string' && name in expected

const faultLine = (name: Variable, value: string | undefined) =>
  `${name} ${expected[name]}${value === undefined || SECRET.has(name) ? '' : ` (it is ${JSON.stringify(value)})`}`

/** Settings that make sense only together. */
const pairingFaults = (set: (name: Variable) => boolean) => {
  const faults: string[] = []
  // Half a key pair is a mistake that would otherwise fall back to whatever credentials the machine has.
  if (set('S3_ACCESS_KEY_ID') !== set('S3_SECRET_ACCESS_KEY'))
    faults.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all')
  const google = (['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_REDIRECT_URL'] as const).filter(set)
  if (google.length > 0 && google.length < 3)
    faults.push('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URL are set together or not at all')
  if (!set('S3_BUCKET'))
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (set(name)) faults.push(`${name} is set but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket`)
  return faults
}

/**
 * Which proxies may tell the client's address and scheme (X-Forwarded-For, -Proto): a hop count, or the
 * proxies' addresses and CIDR ranges. Unset: none, so no request can pose as another address.
 */
export type TrustProxy = number | readonly string[] | false

export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  const text = value?.trim()
  if (!text) return false
  if (/^\d+$/.test(text)) return Number(text)
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

export interface Config {
  readonly env: 'development' | 'production' | 'test'
  readonly port: number
  readonly host: string
  /** Postgres when set; the embedded database under `dataDir` when not. */
  readonly databaseUrl: string | undefined
  readonly dataDir: string
  readonly logLevel: string
  /** The site's address as people reach it (links in e-mails, the Origin check); else the listening address. */
  readonly publicUrl: string | undefined
  readonly smtpUrl: string | undefined
  /** MAIL_FROM, else `no-reply@` the host of PUBLIC_URL. */
  readonly mailFrom: string
  /** Why mail may not be delivered from `mailFrom` (no MAIL_FROM and no real host to derive it from), if so. */
  readonly mailFromWarning: string | undefined
  readonly google: GoogleConfig | undefined
  /** Per minute: failed sign-ins per address and per account; sign-ups and reset requests per address. */
  readonly authRateLimit: number
  /** Per minute and member: chat posts (messages and new threads), and photo uploads, each counted apart. */
  readonly memberRateLimit: number
  /** Session cookies only over HTTPS: on in production unless COOKIE_SECURE=false. */
  readonly secureCookies: boolean
  /** Proxies whose forwarding headers count; none by default. */
  readonly trustProxy: TrustProxy
  /** Lets a maintainer read the health check's details from outside the machine. */
  readonly healthToken: string | undefined
  /** Schedule changes of one calendar event within this many milliseconds make one e-mail. */
  readonly scheduleMailMergeMs: number
  /** Uploaded files in an S3-compatible bucket when S3_BUCKET is set; else on disk under `dataDir/uploads`. */
  readonly s3: S3Settings | undefined
  /**
   * Postgres: serve as the configured user where the role teamspace_app cannot be had (a managed database that
   * refuses CREATE ROLE). Off: the server refuses to start without the role, rather than silently run as the owner.
   */
  readonly serveAsOwner: boolean
}

export interface GoogleConfig {
  readonly clientId: string
  readonly clientSecret: string
  readonly redirectUrl: string
}

/** The settings, or a ConfigError listing every fault at once. */
export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable counts as unset, as compose files and .env templates often leave them.
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''))
  const result = environmentSchema.safeParse(given)
  const faults = result.success
    ? []
    : [
        ...new Set(
          result.error.issues.flatMap((issue) => {
            const name = issue.path[0]
            return name !== undefined && isVariable(name) ? [faultLine(name, given[name])] : [issue.message]
          }),
        ),
      ]
  faults.push(...pairingFaults((name) => given[name] !== undefined))
  if (!result.success || faults.length > 0) throw new ConfigError(faults)
  const parsed = result.data
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: path.resolve(parsed.DATA_DIR),
    logLevel: parsed.LOG_LEVEL,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: parsed.SMTP_URL || undefined,
    ...mailSender(parsed.MAIL_FROM, parsed.PUBLIC_URL),
    google:
      parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET && parsed.GOOGLE_REDIRECT_URL
        ? {
            clientId: parsed.GOOGLE_CLIENT_ID,
            clientSecret: parsed.GOOGLE_CLIENT_SECRET,
            redirectUrl: parsed.GOOGLE_REDIRECT_URL,
          }
        : undefined,
    authRateLimit: parsed.AUTH_RATE_LIMIT,
    memberRateLimit: parsed.MEMBER_RATE_LIMIT,
    secureCookies: parsed.COOKIE_SECURE ? parsed.COOKIE_SECURE === 'true' : parsed.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    healthToken: parsed.HEALTH_TOKEN,
    scheduleMailMergeMs: parsed.SCHEDULE_MAIL_MERGE_SECONDS * 1000,
    s3: parsed.S3_BUCKET ? s3Settings({ ...parsed, S3_BUCKET: parsed.S3_BUCKET }) : undefined,
    serveAsOwner: parsed.SERVE_AS_OWNER === 'true',
  }
}

/** Names no mail server will take a sender from: loopback, bare IP addresses, reserved and local domains. */
const UNDELIVERABLE_HOST =
  /^(localhost|[\d.]+|\[.*\]|[^.]+)$|\.(local|localhost|test|example|invalid|internal|lan|home)$/i

/**
 * The sender of the app's mails: MAIL_FROM as given, else `no-reply@` the site's own host, which a receiving
 * server can check; a made-up domain (the fallback) gets mail rejected or filed as spam.
 */
export const mailSender = (mailFrom: string | undefined, publicUrl: string | undefined) => {
  if (mailFrom) return { mailFrom, mailFromWarning: undefined }
  const host = publicUrl ? new URL(publicUrl).hostname : undefined
  if (host && !UNDELIVERABLE_HOST.test(host))
    return { mailFrom: `Team Space <no-reply@${host}>`, mailFromWarning: undefined }
  return {
    mailFrom: 'Team Space <no-reply@teamspace.local>',
    mailFromWarning: `MAIL_FROM is not set and ${host ? `PUBLIC_URL's host ${host} is not a public domain` : 'neither is PUBLIC_URL'}: mail is sent from no-reply@teamspace.local, which mail servers reject or mark as spam. Set MAIL_FROM to an address of your domain.`,
  }
}

const s3Settings = (parsed: {
  S3_BUCKET: string
  S3_ENDPOINT?: string | undefined
  S3_REGION: string
  S3_ACCESS_KEY_ID?: string | undefined
  S3_SECRET_ACCESS_KEY?: string | undefined
  S3_FORCE_PATH_STYLE: 'true' | 'false'
}): S3Settings => ({
  bucket: parsed.S3_BUCKET,
  endpoint: parsed.S3_ENDPOINT,
  region: parsed.S3_REGION,
  accessKeyId: parsed.S3_ACCESS_KEY_ID,
  secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
  forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true',
})

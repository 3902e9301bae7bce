import path from 'node:path'
import { z } from 'zod'
import type { S3Settings } from './storage/s3-storage'

/** Every setting the server reads from its environment. The README lists the same variables. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_REDIRECT_URL: z.string().url().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  MEMBER_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.string().optional(),
  HEALTH_TOKEN: z.string().min(16).optional(),
  SCHEDULE_MAIL_MERGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
})

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
}

export interface GoogleConfig {
  readonly clientId: string
  readonly clientSecret: string
  readonly redirectUrl: string
}

export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable counts as unset, as compose files and .env templates often leave them.
  const parsed = environmentSchema.parse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  )
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
}): S3Settings => {
  // Half a key pair is a mistake that would otherwise fall back to whatever credentials the machine has.
  if (Boolean(parsed.S3_ACCESS_KEY_ID) !== Boolean(parsed.S3_SECRET_ACCESS_KEY))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all')
  return {
    bucket: parsed.S3_BUCKET,
    endpoint: parsed.S3_ENDPOINT,
    region: parsed.S3_REGION,
    accessKeyId: parsed.S3_ACCESS_KEY_ID,
    secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true',
  }
}

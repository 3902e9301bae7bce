import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import fastifyWebsocket from '@fastify/websocket'
import { authMessages } from '@teamspace/domain/account/account.schemas'
import type { PushKind } from '@teamspace/domain/push/push-kinds'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  languageCodes,
  preferredLanguage,
  type Language,
} from '@teamspace/domain/shared/languages'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { accountFeature } from './features/account'
import { attendanceFeature } from './features/attendance'
import { availabilityFeature } from './features/availability'
import { calendarFeature } from './features/calendar'
import { calendarFeedFeature } from './features/calendar-feed'
import { historyFeature } from './features/history'
import { galleryFeature } from './features/gallery'
import { chatFeature } from './features/chat'
import { invitesFeature } from './features/invites'
import { directoryFeature } from './features/directory'
import { exportsFeature } from './features/exports'
import { newsFeature } from './features/news'
import { newsMailsFeature } from './features/news-mails'
import type { GoogleSettings } from './features/account/federated'
import { profileFeature } from './features/profile'
import { pushFeature } from './features/push'
import { rosterFeature } from './features/roster'
import { allergiesFeature } from './features/allergies'
import { remindersFeature } from './features/reminders'
import { lineupsFeature } from './features/lineups'
import { resultsFeature } from './features/results'
import { gamedayFeature } from './features/gameday'
import { playingTimeFeature } from './features/playing-time'
import { scheduleMailsFeature } from './features/schedule-mails'
import { statsFeature } from './features/stats'
import { teamFeature } from './features/team'
import { votesFeature } from './features/votes'
import { volunteersFeature } from './features/volunteers'
import { CallerCache } from './platform/auth/caller-cache'
import { sessionCaller } from './platform/auth/session-caller'
import { commandIds } from './platform/commands/command-id'
import type { Database } from './platform/db/database'
import type { StatementCounter } from './platform/db/statement-count'
import { accessControl } from './platform/http/access'
import { errorBody, frameworkErrors, registerErrorHandler } from './platform/http/error-handler'
import { healthRoutes } from './platform/http/health.routes'
import { robotsRoutes } from './platform/http/robots.routes'
import type { CallerResolver } from './platform/http/identity'
import { securityHeaders } from './platform/http/security-headers'
import { createSite, type Site } from './platform/http/site'
import { statementCountRoutes } from './platform/http/statement-count.routes'
import { serverTimeouts, type Timeouts } from './platform/http/timeouts'
import { LiveHub } from './platform/live/live-hub'
import { touchedTopics } from './platform/live/touched-topics'
import { liveRoutes } from './platform/live/live.routes'
import { LogTailer, type LogTailerOptions } from './platform/live/log-tailer'
import { sharedRateLimitStore } from './platform/limits/rate-limit-store'
import { SharedLimits } from './platform/limits/shared-limits'
import { AppendNotifier } from './platform/live/notifier'
import { SocketEnds } from './platform/live/socket-ends'
import { DevOutbox, type MailPort } from './platform/mail/mail'
import { mailPreferenceErasure } from './platform/mail/mail-kinds'
import { outboxRetention } from './platform/mail/outbox-retention'
import { unsubscribeRoutes } from './platform/mail/unsubscribe.routes'
import { WebPushSender, type PushPort } from './platform/push/push'
import { publicPushNetwork, type PushNetwork } from './platform/push/push-network'
import { vapidKeysOf, vapidSubjectOf } from './platform/push/vapid'
import {
  checkEventsToldAndHeard,
  liveAccessOf,
  liveAudienceOf,
  liveTopicsOf,
  pushKindsOf,
  type Feature,
} from './platform/feature'
import { erasureOf } from './platform/erasure'
import { installUpcasters, upcastersOf } from './platform/event-store/upcasters'
import { createPlatform, type Platform } from './platform/platform'
import { createProjectionRegistry } from './platform/projections/registry'
import { SubscriberRunner } from './platform/projections/subscriber-runner'
import { historyOf, type AppHistory } from './platform/history'
import { settingsOf, type FeatureSettingsOptions, type SettingsOf } from './platform/settings'
import type { FileStorage } from './platform/storage/storage'
import type { TrustProxy } from './platform/config'

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform
    mail: MailPort
    /** Sends push notifications (Web Push, signed with the server's VAPID key). */
    push: PushPort
    storage: FileStorage
    /** Who is calling, for the few public routes that behave differently for a signed-in person. */
    resolveCaller: CallerResolver
    settings: AppSettings
    /** Each feature's tunables, with the defaults it declares unless the server or a test set them. */
    featureSettings: SettingsOf
    /** The site's own origin: links in e-mails and the Origin check. */
    site: Site
    /** Sends what a route or a subscriber queued for an outbox delivery (a reset link, a push) now, not at the next poll. */
    wakeDeliveries: () => void
    /** Every feature's history (sentences, items), assembled from `features`: what the history routes read with. */
    history: AppHistory
    /** Every feature's kinds of push notification, assembled from `features`: what a member chooses among. */
    pushKinds: readonly PushKind[]
  }
}

/** Every feature of the app, each from its one face (`features/<feature>/index.ts`). A new feature is one line here. */
export const features: readonly Feature[] = [
  accountFeature,
  teamFeature,
  invitesFeature,
  profileFeature,
  rosterFeature,
  allergiesFeature,
  statsFeature,
  calendarFeature,
  newsFeature,
  availabilityFeature,
  attendanceFeature,
  calendarFeedFeature,
  scheduleMailsFeature,
  votesFeature,
  volunteersFeature,
  newsMailsFeature,
  directoryFeature,
  exportsFeature,
  historyFeature,
  galleryFeature,
  chatFeature,
  pushFeature,
  remindersFeature,
  resultsFeature,
  lineupsFeature,
  gamedayFeature,
  playingTimeFeature,
]

// Before anything else is made of the list: a feature whose sentences and topics disagree stops the start.
checkEventsToldAndHeard(features)

/** Every projection the app maintains; the CLI rebuilds and verifies the same list. */
export const projections = createProjectionRegistry(features.flatMap((feature) => feature.projections))

/** Every feature's history, told as the coaches' history views tell it. */
const history = historyOf(features)

const liveTopics = liveTopicsOf(features)
const liveAudience = liveAudienceOf(features)
const liveAccess = liveAccessOf(features)
// Every feature's, and the choices of mail kinds the platform keeps for them.
const erasure = erasureOf([...features, { erasure: mailPreferenceErasure }])
const outboxes = features.flatMap((feature) => feature.mailOutboxes)
const pushKinds = pushKindsOf(features).map(({ kind }) => kind)
// Before anything reads or appends: whatever runs the app, a command line included, loads this module first.
installUpcasters(upcastersOf(features))

/** The platform-wide settings features read at registration (a feature's own tunables are its `settings`). */
export interface AppSettings {
  readonly secureCookies: boolean
  readonly authRateLimit: number
  /** Per minute and member: chat posts, and photo uploads. */
  readonly memberRateLimit: number
  readonly google: GoogleSettings | undefined
  /** The clock of the work that falls due by time (the reminder job, the outbox sweep): a test sets it. */
  readonly now: () => Date
  readonly push: PushSettings
}

/** How push notifications behave. */
export interface PushSettings {
  /**
   * Where pushes may go: https at port 443 to host names that resolve to public addresses only, checked when a
   * device subscribes and in the lookup of every send. Only a test passes its own (names it resolves, a push
   * service on loopback).
   */
  readonly network: PushNetwork
}

export interface AppOptions {
  readonly database: Database
  /** How a request's caller is found: the session cookie unless a test says otherwise. */
  readonly resolveCaller?: CallerResolver
  readonly mail?: MailPort
  /** Uploaded files (player photos): a folder on disk in the server, a temp folder in tests. */
  readonly storage: FileStorage
  readonly logger?: FastifyServerOptions['logger']
  /** The built web app to serve, with a single-page fallback; omitted in development and most tests. */
  readonly webDist?: string | undefined
  readonly tailer?: LogTailerOptions
  /** Secure (HTTPS-only) cookies: on in production. */
  readonly secureCookies?: boolean
  /** Per minute: failed sign-ins per address and per account; sign-ups and reset requests per address. */
  readonly authRateLimit?: number
  /** Per minute and member: chat posts (messages and new threads), and photo uploads, each counted apart; 30 by default. */
  readonly memberRateLimit?: number
  /** The site's own origin (e-mail links, the Origin check); else the address the server listens on. */
  readonly publicOrigin?: string | undefined
  /** Proxies whose X-Forwarded-* headers count; none by default. */
  readonly trustProxy?: TrustProxy
  /** Shows the health check's details to a maintainer who presents it. */
  readonly healthToken?: string | undefined
  /** A subscriber or an outbox this many seconds behind makes the health check `degraded`; 60 by default. */
  readonly healthLagLimitS?: number
  /** Print the text of e-mails (reset links) when no mail server is set: development only. */
  readonly logMailContent?: boolean
  readonly timeouts?: Partial<Timeouts>
  readonly google?: GoogleSettings | undefined
  /** Any feature's own tunables (a merge window); each feature declares the defaults of the others. */
  readonly features?: FeatureSettingsOptions
  /**
   * Push notifications: the sender (Web Push to each subscription's endpoint unless a test says otherwise), the
   * VAPID subject (`mailto:` the mail sender), how long a push service may take to answer (10 s), and the
   * network pushes may reach (public addresses only, by default).
   */
  readonly push?: Partial<PushSettings> & {
    readonly port?: PushPort
    readonly subject?: string
    readonly timeoutMs?: number
  }
  /** The clock of the work that falls due by time (the reminder job, the outbox sweep); the system clock by default. */
  readonly now?: () => Date
  /** How long a signed-in caller is answered from memory without a notice from the database; a minute by default. */
  readonly callerCacheMaxAgeMs?: number
  /** How often the asynchronous subscribers look at the log when nothing woke them; 10 s by default. */
  readonly subscriberPollMs?: number
  /** The `http` benchmark's count of each request's statements (BENCH_COUNT_STATEMENTS=1); the same as the database's. */
  readonly statementCounter?: StatementCounter
}

export const defaultWebDist = () => {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist')
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined
}

/**
 * The team pages the web build wrote an HTML file of their own for (`pages/<page>.html`: the shell with the page's
 * header, see web/vite.config.ts), read once at start.
 */
const firstScreenPages = (webDist: string) => {
  const folder = path.join(webDist, 'pages')
  if (!existsSync(folder)) return new Set<string>()
  return new Set(readdirSync(folder).flatMap((file) => /^([\w-]+)\.html$/.exec(file)?.[1] ?? []))
}

/**
 * The languages the web build wrote its pages in besides English (`pages/<language>/`, see web/vite.config.ts), read
 * once at start.
 */
const shellLanguages = (webDist: string) =>
  new Set(languageCodes.filter((language) => existsSync(path.join(webDist, 'pages', language, 'index.html'))))

/**
 * The language of the page the server sends before any script has run: the one the app keeps on the device (its
 * cookie, written beside the device's choice, web/src/i18n/device-language.ts), else the browser's first one the
 * app speaks, else English. The app then speaks the same, so the first paint and the page agree.
 */
const firstPaintLanguage = (request: FastifyRequest): Language => {
  const kept = request.cookies[LANGUAGE_COOKIE]
  if (isLanguage(kept)) return kept
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean)
  return preferredLanguage(accepted)
}

/**
 * Who is asking for a page, as far as its first paint needs: whether they may see the frame of the team page the
 * address names (a signed-in member of the team in it, or of any team for the older `/<page>`, which leads into
 * their current one), and the language they read the app in, chosen in their profile on any device (the app speaks
 * it as soon as it has read the session, web/src/i18n/follow-account.ts); `undefined` when nobody is signed in or
 * the account names none (the device's language then, as in the app). Anyone else is sent the plain shell, as for
 * the sign-in page. The page must load even when the session cannot be read: a failure is logged, and the page
 * answers as to nobody.
 */
const firstPaintReader = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ seesTeamPage: boolean; language: Language | undefined }> => {
  try {
    const caller = await app.resolveCaller(request, reply)
    if (!caller) return { seesTeamPage: false, language: undefined }
    const team = /^\/t\/([^/?#]+)\//.exec(request.url)?.[1]
    const seesTeamPage =
      team === undefined ? caller.memberships.length > 0 : caller.memberships.some((each) => each.teamId === team)
    const account = await app.platform.db
      .selectFrom('accounts')
      .select('language')
      .where('id', '=', caller.accountId)
      .executeTakeFirst()
    return { seesTeamPage, language: isLanguage(account?.language) ? account.language : undefined }
  } catch (error) {
    request.log.warn({ err: error }, "a page's first paint could not read the session")
    return { seesTeamPage: false, language: undefined }
  }
}

/** The page an address names: `chat` of `/t/<team>/chat` and of the older `/chat`, with or without a query. */
const teamPageOf = (url: string) => /^\/(?:t\/[^/?#]+\/)?([\w-]+)\/?(?:[?#]|$)/.exec(url)?.[1]

/** Fastify's form of the trusted proxies: a hop count becomes "trust the nearest N". */
const trustProxyOption = (trust: TrustProxy = false) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust ? [...trust] : false

/** The whole server as one fastify instance, without a process around it: tests build it and `inject`. */
export const buildApp = async (options: AppOptions) => {
  const app = Fastify({
    logger: options.logger ?? false,
    // Forwarded client addresses count only from configured proxies: anyone can send the headers.
    trustProxy: trustProxyOption(options.trustProxy),
    bodyLimit: 1024 * 1024,
    // Addresses that do not decode, or ids longer than the router takes, answer in the app's error shape.
    frameworkErrors,
    ...serverTimeouts(options.timeouts),
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  // First, so that every later hook of a request (the session lookup among them) runs in its counted context.
  if (options.statementCounter) await app.register(statementCountRoutes, { counter: options.statementCounter })

  const tailer = new LogTailer(options.database, {
    ...options.tailer,
    onError: (error) => app.log.warn({ err: error }, 'log tailer'),
  })
  // Other instances only need waking where there can be others: on a Postgres server.
  const notifier =
    options.database.kind === 'postgres'
      ? new AppendNotifier(options.database.db, (error) => app.log.warn({ err: error }, 'notify'), tailer.id)
      : undefined
  await app.register(touchedTopics, { topicsFor: (type) => liveTopics.get(type) ?? [] })
  const hub = new LiveHub(options.database.db, tailer, {
    topicsFor: (event) => liveTopics.get(event.type) ?? [],
    audienceOf: liveAudience,
    accessOf: liveAccess,
    onError: (error) => app.log.warn({ err: error }, 'live hub'),
  })
  const socketEnds = new SocketEnds(options.database, hub, (error) => app.log.warn({ err: error }, 'socket ends'))
  const limits = new SharedLimits(options.database.db, (error) => app.log.warn({ err: error }, 'rate limits'))
  const callers = new CallerCache(options.database, {
    ...(options.callerCacheMaxAgeMs !== undefined ? { maxAgeMs: options.callerCacheMaxAgeMs } : {}),
    onError: (error) => app.log.warn({ err: error }, 'session cache'),
  })
  const platform = createPlatform(
    { database: options.database, projections, tailer, hub, callers, socketEnds, limits, erasure },
    notifier,
  )
  const secureCookies = options.secureCookies ?? false
  const resolveCaller = options.resolveCaller ?? sessionCaller(platform.db, { secure: secureCookies }, callers)
  app.decorate('platform', platform)
  app.decorate('resolveCaller', resolveCaller)
  app.decorate('mail', options.mail ?? new DevOutbox(app.log, { showContent: options.logMailContent ?? true }))
  app.decorate('storage', options.storage)
  app.decorate('settings', {
    secureCookies,
    authRateLimit: options.authRateLimit ?? 10,
    memberRateLimit: options.memberRateLimit ?? 30,
    google: options.google,
    push: {
      network: options.push?.network ?? publicPushNetwork,
    },
    now: options.now ?? (() => new Date()),
  } satisfies AppSettings)
  const webPush = options.push?.port
    ? undefined
    : new WebPushSender(
        () => vapidKeysOf(platform.db),
        options.push?.subject ?? vapidSubjectOf('no-reply@teamspace.local'),
        options.push?.network ?? publicPushNetwork,
        options.push?.timeoutMs,
      )
  app.decorate('push', options.push?.port ?? webPush!)
  const site = createSite(app.server, options.publicOrigin)
  app.decorate('site', site)
  app.decorate('history', history)
  app.decorate('featureSettings', settingsOf(features, options.features))

  await tailer.start()
  await socketEnds.start()
  await callers.start()
  app.addHook('onClose', async () => {
    notifier?.close()
    webPush?.close()
    await Promise.all([tailer.stop(), socketEnds.stop(), callers.stop()])
  })

  await app.register(securityHeaders, { https: site.https })
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(fastifyCookie)
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so every instance on it enforces one limit.
    store: sharedRateLimitStore(limits),
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'too-many-requests',
      message: authMessages['too-many-requests'],
    }),
  })
  await app.register(accessControl, { resolveCaller, site })
  await app.register(commandIds)
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } })
  await app.register(fastifyMultipart)
  // The asynchronous subscribers (e-mails), made before the routes so the health check can name them; the mails
  // routes queue outside the log (reset links) go out through the same runner, woken by those routes.
  const subscribers = features.flatMap((feature) => feature.subscribers.map((make) => make(app)))
  const runner = new SubscriberRunner(platform.db, subscribers, {
    pollMs: options.subscriberPollMs,
    onError: (error, subscriber) => app.log.warn({ err: error, subscriber }, 'subscriber'),
    deliveries: [
      ...features.flatMap((feature) => feature.deliveries.map((make) => make(app))),
      outboxRetention(platform.db, outboxes, app.settings.now),
    ],
  })
  app.decorate('wakeDeliveries', () => void runner.wakeDeliveries())
  app.decorate('pushKinds', pushKinds)
  await app.register(healthRoutes, {
    token: options.healthToken,
    mailOutboxes: outboxes.map(({ table }) => table),
    subscribers: subscribers.map(({ name, handles }) => ({ name, handles })),
    lagLimitS: options.healthLagLimitS,
  })
  await app.register(robotsRoutes)
  await app.register(liveRoutes)
  await app.register(unsubscribeRoutes, { kinds: features.flatMap((feature) => feature.mailKinds) })
  for (const feature of features) await app.register(feature.routes)

  const wakesRunner = runner.handles
  tailer.onBatch((events) => {
    if (events.some((event) => wakesRunner.has(event.type))) void runner.wake()
  })
  app.addHook('onReady', async () => runner.start())
  // Stopped as closing begins, alongside the drain of requests in flight, so it adds nothing to the shutdown.
  let runnerStopped: Promise<void> | undefined
  app.addHook('preClose', async () => {
    runnerStopped = runner.stop()
  })
  app.addHook('onClose', () => runnerStopped ?? runner.stop())

  const { webDist } = options
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each asset; they go out as they are, without compressing again.
      preCompressed: true,
      cacheControl: false,
      // Built assets (assets/) carry a content hash in their names; the rest keep theirs from build to build (the
      // page, the service worker, the web app manifest and its icons), so they must always be revalidated.
      setHeaders: (reply, file) => {
        const hashed = path.relative(webDist, file).startsWith(`assets${path.sep}`)
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  const firstScreens = webDist ? firstScreenPages(webDist) : new Set<string>()
  const languagesBuilt = webDist ? shellLanguages(webDist) : new Set<Language>()
  app.setNotFoundHandler(async (request, reply) => {
    // Every other GET outside the API is a route of the single-page app, which shows its own not-found view.
    if (webDist && request.method === 'GET' && !request.url.startsWith('/api/')) {
      // A team page's own copy of index.html paints its frame and heading before any script has run, for a member
      // of the team, in the language the app will speak: the signed-in person's, else the device's. The copies
      // hold no team's data (the same file for every team); anyone else gets the plain shell.
      const page = teamPageOf(request.url)
      const reader = await firstPaintReader(app, request, reply)
      const language = reader.language ?? firstPaintLanguage(request)
      const folder = language !== defaultLanguage && languagesBuilt.has(language) ? `pages/${language}/` : undefined
      const file =
        page && firstScreens.has(page) && reader.seesTeamPage
          ? `${folder ?? 'pages/'}${page}.html`
          : folder
            ? `${folder}index.html`
            : 'index.html'
      // The page must be revalidated on every visit, so a new release's asset names are picked up at once; it
      // differs by the device's language.
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .sendFile(file, { cacheControl: false })
    }
    return reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`))
  })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

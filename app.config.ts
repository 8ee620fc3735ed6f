/**
 * Runtime configuration: the environment parsed once with zod into one frozen object.
 * A bad value stops start-up with one line naming the variable (the table is in README.md, "Configuration").
 * Server-only: the browser receives the public part through a server function, never this module.
 */
import { z } from 'zod'
import { MAX_TRUSTED_HOPS, NO_PROXY_TRUST, type ProxyTrust } from './src/server/http/client-address.ts'
import { inRange, parseIp, parseIpRange, type IpRange } from './src/server/http/ip-ranges.ts'
import { runsOnWorkers, workerVariables } from './src/server/edge-runtime.ts'
import { CLOUDFLARE_GEOLOCATION_HEADERS, type GeolocationHeaderNames } from './src/server/location/edge-geolocation.ts'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const urlOrRootPath = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => value.startsWith('/') || URL.canParse(value), {
      message: `expected ${what} as an absolute http(s) URL or a path starting with "/"`,
    })
    .refine((value) => value.startsWith('/') || !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol), {
      message: `expected ${what} with the http or https scheme`,
    })

/** Where the sandbox provider, served by the site itself, lives (public/sandbox-donations, src/routes/sandbox-donations). */
const SANDBOX_DONATION_SCRIPT = '/sandbox-donations/embed.js'
const SANDBOX_DONATION_FORMS = '/sandbox-donations/donate'

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `expected ${what}, a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `expected ${what}, a whole number from ${min} to ${max}`)

/**
 * TRUST_PROXY: `true` (one proxy in front of the site), a number of proxy hops, or the proxies'
 * addresses and CIDR ranges; null when the value is none of these.
 */
function proxyTrustOf(value: string | undefined): ProxyTrust | null {
  if (value === undefined || value === 'false' || value === '0') return NO_PROXY_TRUST
  if (value === 'true') return Object.freeze({ kind: 'hops', hops: 1 })
  if (/^\d{1,2}$/.test(value)) return Number(value) <= MAX_TRUSTED_HOPS ? Object.freeze({ kind: 'hops', hops: Number(value) }) : null
  const ranges = value.split(/[\s,]+/).filter(Boolean).map(parseIpRange)
  return ranges.length > 0 && ranges.every((range): range is IpRange => range !== null) ? Object.freeze({ kind: 'ranges', ranges: Object.freeze(ranges) }) : null
}

const LOOPBACK = ['127.0.0.0/8', '::1'].map((range) => parseIpRange(range) as IpRange)
/** Whether HOST keeps the server on this machine (the default); anything else listens for others. */
function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true
  const ip = parseIp(host)
  return ip !== null && LOOPBACK.some((range) => inRange(ip, range))
}

/** A request header's name (RFC 9110 token characters), compared in lower case as Headers does. */
const headerName = z
  .string()
  .trim()
  .regex(/^[!#$%&'*+.^_`|~0-9a-z-]{1,100}$/i, 'expected a request header name, such as cf-region-code')
  .transform((value) => value.toLowerCase())

const isHttpOrigin = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value.replace(/\/+$/, '')

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z
      .string()
      .trim()
      .min(1, 'expected a host name or IP address')
      .default('127.0.0.1'),
    PORT: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'expected a whole number from 1 to 65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, 'expected a whole number from 1 to 65535')
      .default(3000),
    CONTENT_EXPORT_PATH: z.string().trim().min(1, 'expected a file path').default('content/export.json'),
    CONTENTFUL_SPACE_ID: optionalText,
    CONTENTFUL_ACCESS_TOKEN: optionalText,
    CONTENTFUL_ENVIRONMENT: optionalText,
    CONTENTFUL_PREVIEW_TOKEN: optionalText,
    // Plain http only to this machine: a local stand-in (scripts/contentful-stand-in.ts), never a token sent in the clear.
    CONTENTFUL_DELIVERY_URL: z
      .string()
      .trim()
      .refine(isHttpOrigin, 'expected the Delivery API origin, such as https://cdn.contentful.com')
      .refine((value) => !URL.canParse(value) || new URL(value).protocol === 'https:' || isLoopbackHost(new URL(value).hostname.replace(/^\[|\]$/g, '')), {
        message: 'expected https, or http to a loopback address (a local stand-in)',
      })
      .default('https://cdn.contentful.com'),
    CONTENTFUL_WEBHOOK_SIGNING_SECRET: optionalText.pipe(z.string().min(32, "expected the webhook's signing secret from Contentful (Settings → Webhooks → Request verification)").optional()),
    // No longer accepted: a static header proves nothing once it has been seen (refused below).
    CONTENTFUL_WEBHOOK_SECRET: optionalText,
    CDN_PURGE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: 'expected an http(s) URL that accepts purge requests' }).optional()),
    SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: 'expected the public site origin, such as https://example.org' }).optional()),
    ZIP_API_BASE: urlOrRootPath('the zip lookup API base').default('/api/v1'),
    DONATION_SCRIPT_URL: urlOrRootPath('the donation script').default(SANDBOX_DONATION_SCRIPT),
    DONATION_TOKEN: z.string().trim().min(1, 'expected the public donation token').default('sandbox-public-token'),
    DONATION_STYLESHEET_URL: urlOrRootPath('the donation form stylesheet').default('/sandbox-donations/form.css'),
    DONATION_FORM_URL: urlOrRootPath("the provider's hosted donation forms").default(SANDBOX_DONATION_FORMS),
    DONATION_PROVIDER: optionalText.pipe(
      z.enum(['sandbox'], { message: 'expected "sandbox" (the test provider the site serves itself), or unset' }).optional(),
    ),
    DONATION_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'expected a shared secret of at least 16 characters').optional()),
    DONATION_WEBHOOK_USERNAME: optionalText,
    DONATION_WEBHOOK_PASSWORD: optionalText.pipe(z.string().min(16, 'expected a password of at least 16 characters').optional()),
    DONATION_EMBED_ANCESTORS: optionalText.pipe(
      z
        .string()
        .refine((value) => value.split(/[\s,]+/).filter(Boolean).every(isHttpOrigin), {
          message: 'expected the origins allowed to frame the donation form, such as "https://partner.org https://other.org"',
        })
        .optional(),
    ),
    SENTRY_DSN: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, message: 'expected a Sentry DSN such as https://key@host/project' })
        .optional(),
    ),
    SENTRY_ENVIRONMENT: z.string().trim().min(1).optional(),
    SENTRY_RELEASE: z.string().trim().min(1).optional(),
    SENTRY_SAMPLE_RATE: z
      .string()
      .trim()
      .regex(/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/, 'expected the share of errors to report, a number from 0 to 1 such as 0.25')
      .transform(Number)
      .default(1),
    SENTRY_EVENTS_PER_MINUTE: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'expected the most error events the server sends a minute, a whole number from 1 to 10000')
      .transform(Number)
      .refine((value) => value >= 1 && value <= 10_000, 'expected the most error events the server sends a minute, a whole number from 1 to 10000')
      .default(30),
    RENDER_TIMEOUT_MS: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, 'expected how long visitors wait for a page render, in ms from 500 to 120000')
      .transform(Number)
      .refine((value) => value >= 500 && value <= 120_000, 'expected how long visitors wait for a page render, in ms from 500 to 120000')
      .default(5_000),
    DATABASE_URL: optionalText.pipe(
      z
        .url({ protocol: /^postgres(ql)?$/, message: 'expected a postgres:// or postgresql:// URL' })
        // The URL parser also takes "postgres:db" and "postgres://"; neither names a server.
        .refine((value) => /^postgres(ql)?:\/\/[^/?#]/i.test(value) || (URL.canParse(value) && new URL(value).searchParams.has('host')), {
          message: 'expected a postgres:// or postgresql:// URL that names a host, such as postgres://user:password@localhost:5432/campaign',
        })
        .optional(),
    ),
    EMBEDDED_DATABASE_DIR: z.string().trim().min(1, 'expected a directory path').default('.data/pglite'),
    CRM_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: 'expected the http(s) URL of the CRM webhook that receives form submissions' }).optional()),
    CRM_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'expected a shared secret of at least 16 characters').optional()),
    OUTBOX_CONCURRENCY: wholeNumber(1, 64, 'how many CRM deliveries may be in flight at once').default(8),
    OUTBOX_MAX_AGE_MINUTES: wholeNumber(1, 1440, 'the age in minutes past which an undelivered submission is reported').default(15),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .refine((value) => proxyTrustOf(value) !== null, {
          message: `expected true or false, a number of proxy hops from 1 to ${MAX_TRUSTED_HOPS}, or the proxies' addresses or CIDR ranges, such as "10.0.0.0/8, 192.0.2.7"`,
        })
        .optional(),
    ),
    WEB_CONCURRENCY: z
      .string()
      .trim()
      .refine((value) => value === 'auto' || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 256), {
        message: 'expected a number of server processes from 1 to 256, or "auto" (one per core)',
      })
      .transform((value) => (value === 'auto' ? ('auto' as const) : Number(value)))
      .default(1),
    PREVIEW_SECRET: optionalText.pipe(z.string().min(16, 'expected a secret of at least 16 characters (it guards the preview of drafts)').optional()),
    EXPERIMENTS_REPORT_SECRET: optionalText.pipe(z.string().min(16, 'expected a secret of at least 16 characters (it guards the experiment results)').optional()),
    EXPERIMENTS_SIGNING_SECRET: optionalText.pipe(z.string().min(16, 'expected a secret of at least 16 characters (it signs the experiment refcode2)').optional()),
    FORM_KEY_SECRET: optionalText.pipe(z.string().min(16, 'expected a secret of at least 16 characters (it signs the keys of forms posted without a script)').optional()),
    SUBMISSION_RETENTION_DAYS: wholeNumber(1, 3650, 'the days after which the answers of a delivered form submission are deleted').default(90),
    GEO_COUNTRY_HEADER: headerName.default(CLOUDFLARE_GEOLOCATION_HEADERS.country),
    GEO_REGION_HEADER: headerName.default(CLOUDFLARE_GEOLOCATION_HEADERS.region),
    GEO_CITY_HEADER: headerName.default(CLOUDFLARE_GEOLOCATION_HEADERS.city),
    GEO_LATITUDE_HEADER: headerName.default(CLOUDFLARE_GEOLOCATION_HEADERS.latitude),
    GEO_LONGITUDE_HEADER: headerName.default(CLOUDFLARE_GEOLOCATION_HEADERS.longitude),
    GEO_POSTAL_CODE_HEADER: headerName.default(CLOUDFLARE_GEOLOCATION_HEADERS.postalCode),
  })
  .superRefine((env, ctx) => {
    if (env.CONTENTFUL_SPACE_ID && !env.CONTENTFUL_ACCESS_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONTENTFUL_ACCESS_TOKEN'],
        message: 'expected a Delivery API token because CONTENTFUL_SPACE_ID is set',
      })
    }
    if (env.CRM_WEBHOOK_SECRET && !env.CRM_WEBHOOK_URL) {
      ctx.addIssue({ code: 'custom', path: ['CRM_WEBHOOK_URL'], message: 'expected the CRM webhook URL because CRM_WEBHOOK_SECRET is set' })
    }
    if (Boolean(env.DONATION_WEBHOOK_USERNAME) !== Boolean(env.DONATION_WEBHOOK_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.DONATION_WEBHOOK_USERNAME ? 'DONATION_WEBHOOK_PASSWORD' : 'DONATION_WEBHOOK_USERNAME'],
        message: 'expected both DONATION_WEBHOOK_USERNAME and DONATION_WEBHOOK_PASSWORD (basic-auth credentials of the contributions webhook)',
      })
    }
    if (env.CONTENTFUL_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONTENTFUL_WEBHOOK_SECRET'],
        message: "no longer accepted: the Contentful webhook verifies Contentful's signed requests; set CONTENTFUL_WEBHOOK_SIGNING_SECRET to the webhook's signing secret instead",
      })
    }
    if (!env.CONTENTFUL_SPACE_ID && (env.CONTENTFUL_ACCESS_TOKEN || env.CONTENTFUL_PREVIEW_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONTENTFUL_SPACE_ID'],
        message: 'expected a space id because a Contentful token is set',
      })
    }
  })

/** Every variable the configuration reads (what a launcher passes on to a server it starts). */
export const CONFIGURATION_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape)

export type AppConfig = Readonly<{
  nodeEnv: 'development' | 'production' | 'test'
  host: string
  port: number
  content:
    | Readonly<{ source: 'export'; exportPath: string }>
    | Readonly<{
        source: 'contentful'
        spaceId: string
        accessToken: string
        environment: string
        previewToken: string | undefined
        /** The Content Delivery API's origin (a local stand-in in tests). */
        deliveryUrl: string
      }>
  /** The signing secret Contentful signs the publish webhook's requests with; unset: the webhook is off. */
  contentfulWebhookSigningSecret: string | undefined
  /** Where to POST { paths } after a publish, to purge a CDN; unset: no purge call. */
  cdnPurgeUrl: string | undefined
  /** The public origin for canonical URLs, sitemaps, share tags and the HTTPS redirect; unset (a local run only): the request's own origin. */
  siteUrl: string | undefined
  zipApiBase: string
  donation: Readonly<{
    scriptUrl: string
    token: string
    stylesheetUrl: string
    /** The provider's hosted forms: a form named "x" is at `${formUrl}/x`. */
    formUrl: string
    /** True when the sandbox provider served by the site is in use (the default; a deployment must choose it with DONATION_PROVIDER=sandbox). */
    sandbox: boolean
    /** Origins allowed to frame the embeddable donation-form page (frame-ancestors); empty: none. */
    embedAncestors: readonly string[]
  }>
  /** Credentials the contributions webhook accepts: HMAC of the body, basic auth, or both; none: it accepts nothing from outside. */
  contributionWebhook: Readonly<{ hmacSecret: string | undefined; basicAuth: Readonly<{ username: string; password: string }> | undefined }>
  sentryDsn: string | undefined
  /** Error reporting's environment and release; defaults: NODE_ENV and the package version. */
  sentryEnvironment: string
  sentryRelease: string
  /** 0..1: the share of errors reported, on the server and in the browser. */
  sentrySampleRate: number
  /** The most error events the server sends a minute; the rest are counted and told once a minute. */
  sentryEventsPerMinute: number
  /** How long visitors wait for a page render (their own or one they share) before the stale copy or a 503. */
  renderTimeoutMs: number
  /** PostgreSQL for the site's own records; unset: the embedded database in embeddedDatabaseDir. */
  databaseUrl: string | undefined
  /** The embedded database's directory, relative to the working directory; "memory://" keeps nothing. */
  embeddedDatabaseDir: string
  /** Where form submissions are forwarded (signed with the secret when set); null: they wait in the outbox. */
  crmWebhook: Readonly<{ url: string; secret: string | undefined }> | null
  /** CRM deliveries in flight at once per process, and the age past which the oldest undelivered record is reported (ADR 022). */
  outbox: Readonly<{ concurrency: number; maxAgeMinutes: number }>
  /** Whether a proxy is trusted at all (behind a CDN or proxy): the scheme comes from X-Forwarded-Proto. */
  trustProxy: boolean
  /** Which X-Forwarded-For entry is the client, for per-client limits (src/server/http/client-address.ts). */
  proxyTrust: ProxyTrust
  /** The secret of /api/preview, which shows drafts to the browser that knows it; unset: no preview. */
  previewSecret: string | undefined
  /** The secret of /api/experiment-results, the experiments' results for the campaign's staff; unset: no such page (404). */
  experimentsReportSecret: string | undefined
  /**
   * The secret the second refcode is signed with, so results credit only arms the server assigned
   * (ADR 047). Unset: a fixed development secret outside a deployment; none in a deployment (every
   * refcode2 is then unverified and nothing is credited).
   */
  experimentsSigningSecret: string | undefined
  /** Signs the idempotency key a form carries for a post without a script (ADR 048); unset: a secret made per process. */
  formKeySecret: string | undefined
  /** Days after which a delivered submission's answers are deleted; its row and refcodes stay for the counts. */
  submissionRetentionDays: number
  /**
   * The request headers a trusted proxy or CDN writes the visitor's location into (node, with
   * TRUST_PROXY; on Workers `request.cf` says it): defaults are Cloudflare's visitor-location headers.
   */
  geolocationHeaders: GeolocationHeaderNames
  /** How many server processes scripts/serve.ts runs: a number, or "auto" for one per core (ADR 018). */
  processes: number | 'auto'
}>

/** Signs refcode2 on a local run, so experiments work out of the box; never used by a deployment. */
const DEVELOPMENT_SIGNING_SECRET = 'local-development-refcode2-signing'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** The rejected URL as printed: its password would otherwise reach the logs. */
function withoutPassword(value: string | undefined): string | undefined {
  return value?.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*):[^@/?#]*@/i, '$1:***@')
}

/**
 * How many server processes scripts/serve.ts runs ("auto": one per core). Checked there, not in
 * parseConfig: a platform may set WEB_CONCURRENCY for its own reasons, and only the production
 * server runs several processes. Throws a ConfigError when they would share the embedded database.
 */
export function serverProcessCount(config: AppConfig, cores: number): number {
  const count = config.processes === 'auto' ? cores : config.processes
  if (count > 1 && !config.databaseUrl) {
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY: expected 1 (or unset) with the embedded database, which one process at a time can open: set DATABASE_URL to run ${count} processes`,
    )
  }
  return count
}

/**
 * Why this server counts as a deployment, or null for a local run: a public origin, an address
 * beyond this machine, or Cloudflare Workers (which serves only the world).
 */
function deploymentReason(e: { SITE_URL?: string; HOST: string }, onWorkers: boolean): string | null {
  if (e.SITE_URL) return 'SITE_URL is set'
  if (onWorkers) return 'it runs on Cloudflare Workers'
  if (!isLoopbackHost(e.HOST)) return `HOST=${e.HOST} listens beyond this machine`
  return null
}

/**
 * Parses an environment; throws a ConfigError whose message is the one line to print.
 * `onWorkers`: whether this is the Cloudflare Workers build (a deployment by nature).
 */
export function parseConfig(env: Record<string, string | undefined>, { onWorkers = runsOnWorkers }: { onWorkers?: boolean } = {}): AppConfig {
  // An empty variable counts as unset, as in the shell's ${PORT:-3000}.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''))
  const result = environmentSchema.safeParse(given)
  if (!result.success) {
    const issue = result.error.issues[0]
    const variable = String(issue?.path[0] ?? 'environment')
    const secret = /SECRET|PASSWORD|TOKEN/.test(variable) && variable !== 'DONATION_TOKEN'
    const received = variable === 'DATABASE_URL' ? withoutPassword(env[variable]) : secret ? '***' : env[variable]
    const shown = received === undefined ? '' : ` (got ${JSON.stringify(received)})`
    throw new ConfigError(`Invalid configuration: ${variable}: ${issue?.message ?? 'invalid value'}${shown}`)
  }
  const e = result.data
  // The sandbox takes no money: a deployment serves it only when told to (ADR 021).
  const sandbox = e.DONATION_SCRIPT_URL === SANDBOX_DONATION_SCRIPT
  const deployment = deploymentReason(e, onWorkers)
  if (sandbox && deployment && e.DONATION_PROVIDER !== 'sandbox') {
    throw new ConfigError(
      `Invalid configuration: DONATION_PROVIDER: this server is a deployment (${deployment}) and would take gifts with the sandbox donation provider, which moves no money: set DONATION_SCRIPT_URL, DONATION_TOKEN, DONATION_STYLESHEET_URL and DONATION_FORM_URL to the real provider, or DONATION_PROVIDER=sandbox to serve the sandbox on purpose`,
    )
  }
  if (e.DONATION_PROVIDER === 'sandbox' && !sandbox) {
    throw new ConfigError(`Invalid configuration: DONATION_PROVIDER: expected DONATION_SCRIPT_URL unset with DONATION_PROVIDER=sandbox (got ${JSON.stringify(e.DONATION_SCRIPT_URL)})`)
  }
  const proxyTrust = proxyTrustOf(e.TRUST_PROXY) ?? NO_PROXY_TRUST
  // Links and the HTTPS redirect are written with the site's origin, never a header a client can write.
  const siteUrlReason = proxyTrust.kind !== 'none' ? 'TRUST_PROXY is set' : deployment && `this server is a deployment (${deployment})`
  if (!e.SITE_URL && siteUrlReason) {
    throw new ConfigError(
      `Invalid configuration: SITE_URL: expected the public site origin, such as https://example.org, because ${siteUrlReason}: canonical and share links and the HTTPS redirect are written with it, never with a host a request names`,
    )
  }
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    content:
      e.CONTENTFUL_SPACE_ID && e.CONTENTFUL_ACCESS_TOKEN
        ? Object.freeze({
            source: 'contentful' as const,
            spaceId: e.CONTENTFUL_SPACE_ID,
            accessToken: e.CONTENTFUL_ACCESS_TOKEN,
            environment: e.CONTENTFUL_ENVIRONMENT ?? 'master',
            previewToken: e.CONTENTFUL_PREVIEW_TOKEN,
            deliveryUrl: e.CONTENTFUL_DELIVERY_URL.replace(/\/+$/, ''),
          })
        : Object.freeze({ source: 'export' as const, exportPath: e.CONTENT_EXPORT_PATH }),
    contentfulWebhookSigningSecret: e.CONTENTFUL_WEBHOOK_SIGNING_SECRET,
    cdnPurgeUrl: e.CDN_PURGE_URL,
    siteUrl: e.SITE_URL?.replace(/\/+$/, ''),
    zipApiBase: e.ZIP_API_BASE.replace(/\/+$/, ''),
    donation: Object.freeze({
      scriptUrl: e.DONATION_SCRIPT_URL,
      token: e.DONATION_TOKEN,
      stylesheetUrl: e.DONATION_STYLESHEET_URL,
      formUrl: e.DONATION_FORM_URL.replace(/\/+$/, ''),
      sandbox,
      embedAncestors: Object.freeze((e.DONATION_EMBED_ANCESTORS ?? '').split(/[\s,]+/).filter(Boolean).map((origin) => new URL(origin).origin)),
    }),
    contributionWebhook: Object.freeze({
      hmacSecret: e.DONATION_WEBHOOK_SECRET,
      basicAuth:
        e.DONATION_WEBHOOK_USERNAME && e.DONATION_WEBHOOK_PASSWORD
          ? Object.freeze({ username: e.DONATION_WEBHOOK_USERNAME, password: e.DONATION_WEBHOOK_PASSWORD })
          : undefined,
    }),
    sentryDsn: e.SENTRY_DSN,
    sentryEnvironment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
    sentryRelease: e.SENTRY_RELEASE ?? `campaign-site@${env.npm_package_version ?? '0.0.0'}`,
    sentrySampleRate: e.SENTRY_SAMPLE_RATE,
    sentryEventsPerMinute: e.SENTRY_EVENTS_PER_MINUTE,
    renderTimeoutMs: e.RENDER_TIMEOUT_MS,
    databaseUrl: e.DATABASE_URL,
    embeddedDatabaseDir: e.EMBEDDED_DATABASE_DIR,
    crmWebhook: e.CRM_WEBHOOK_URL ? Object.freeze({ url: e.CRM_WEBHOOK_URL, secret: e.CRM_WEBHOOK_SECRET }) : null,
    outbox: Object.freeze({ concurrency: e.OUTBOX_CONCURRENCY, maxAgeMinutes: e.OUTBOX_MAX_AGE_MINUTES }),
    trustProxy: proxyTrust.kind !== 'none',
    proxyTrust,
    previewSecret: e.PREVIEW_SECRET,
    experimentsReportSecret: e.EXPERIMENTS_REPORT_SECRET,
    experimentsSigningSecret: e.EXPERIMENTS_SIGNING_SECRET ?? (deployment ? undefined : DEVELOPMENT_SIGNING_SECRET),
    formKeySecret: e.FORM_KEY_SECRET,
    submissionRetentionDays: e.SUBMISSION_RETENTION_DAYS,
    processes: e.WEB_CONCURRENCY,
    geolocationHeaders: Object.freeze({
      country: e.GEO_COUNTRY_HEADER,
      region: e.GEO_REGION_HEADER,
      city: e.GEO_CITY_HEADER,
      latitude: e.GEO_LATITUDE_HEADER,
      longitude: e.GEO_LONGITUDE_HEADER,
      postalCode: e.GEO_POSTAL_CODE_HEADER,
    }),
  })
}

let loaded: AppConfig | undefined

/** The process environment; on Cloudflare Workers, the worker's variables and secrets over it. */
function runtimeEnvironment(): Record<string, string | undefined> {
  const fromWorker = workerVariables()
  return fromWorker ? { ...process.env, ...fromWorker } : process.env
}

export function getConfig(): AppConfig {
  if (loaded) return loaded
  try {
    loaded = parseConfig(runtimeEnvironment())
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  return loaded
}

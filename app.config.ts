/**
 * Runtime configuration: the environment parsed once with zod into one frozen object.
 * A bad value stops start-up with one line naming the variable. Each variable's rule and description
 * are below; README.md's "Configuration" table is made from them (`npm run docs:config`).
 * Server-only: the browser receives the public part through a server function, never this module.
 */
import { z } from 'zod'
import { MAX_TRUSTED_HOPS, NO_PROXY_TRUST, type ProxyTrust } from './src/server/http/client-address.ts'
import { inRange, parseIp, parseIpRange, type IpRange } from './src/server/http/ip-ranges.ts'
import { runsOnWorkers, workerVariables } from './src/server/edge-runtime.ts'
import { CLOUDFLARE_GEOLOCATION_HEADERS, type GeolocationHeaderNames } from './src/server/location/edge-geolocation.ts'

// One helper per kind of rule. Each variable's description sits beside its rule; README.md's
// configuration table is made from them (`npm run docs:config`, scripts/docs/configuration-table.ts).

/** Text; empty counts as unset. */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/** Text that may not be empty, with a default. */
const text = (fallback: string, message: string) => z.string().trim().min(1, message).default(fallback)

/** A whole number from `min` to `max`, with a default. */
const wholeNumber = (min: number, max: number, what: string, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `expected ${what}, a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `expected ${what}, a whole number from ${min} to ${max}`)
    .default(fallback)

/** A share from 0 to 1 (such as 0.25), with a default. */
const share = (what: string, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/, `expected ${what}, a number from 0 to 1 such as 0.25`)
    .transform(Number)
    .default(fallback)

/** A secret of at least `minLength` characters; unset, what it guards is off (or made per process). */
const secret = (minLength: number, message: string) => optionalText.pipe(z.string().min(minLength, message).optional())

/** An absolute URL with one of `schemes`, that passes `check` when given; unset: none. */
const url = (schemes: RegExp, message: string, check?: { test: (value: string) => boolean; message: string }) =>
  optionalText.pipe(
    (check ? z.url({ protocol: schemes, message }).refine(check.test, { message: check.message }) : z.url({ protocol: schemes, message })).optional(),
  )

/** An absolute http(s) URL or a path on the site itself, with a default. */
const urlOrRootPath = (what: string, fallback: string) =>
  z
    .string()
    .trim()
    .refine((value) => value.startsWith('/') || URL.canParse(value), {
      message: `expected ${what} as an absolute http(s) URL or a path starting with "/"`,
    })
    .refine((value) => value.startsWith('/') || !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol), {
      message: `expected ${what} with the http or https scheme`,
    })
    .default(fallback)

/** A space- or comma-separated list whose every item passes `isItem`; unset: empty. */
const list = (isItem: (item: string) => boolean, message: string) =>
  optionalText.pipe(
    z
      .string()
      .refine((value) => value.split(/[\s,]+/).filter(Boolean).every(isItem), { message })
      .optional(),
  )

/** A request header's name (RFC 9110 token characters), compared in lower case as Headers does, with a default. */
const headerName = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^[!#$%&'*+.^_`|~0-9a-z-]{1,100}$/i, 'expected a request header name, such as cf-region-code')
    .transform((value) => value.toLowerCase())
    .default(fallback)

/** Where the sandbox provider, served by the site itself, lives (public/sandbox-donations, src/routes/sandbox-donations). */
const SANDBOX_DONATION_SCRIPT = '/sandbox-donations/embed.js'
const SANDBOX_DONATION_FORMS = '/sandbox-donations/donate'

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

const isHttpOrigin = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value.replace(/\/+$/, '')

const SIXTEEN = 'expected a secret of at least 16 characters'

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production').describe('the mode: `production`, or `development` or `test` for a local run and the tests'),
    HOST: text('127.0.0.1', 'expected a host name or IP address').describe('the address the server listens on; anything beyond this machine makes it a deployment'),
    PORT: wholeNumber(1, 65535, 'the port the server listens on', 3000).describe('the port the server listens on'),
    CONTENT_EXPORT_PATH: text('content/export.json', 'expected a file path').describe(
      'a `contentful space export` file, used when no Contentful space is set (read at run time: another export needs no rebuild)',
    ),
    CONTENTFUL_SPACE_ID: optionalText.describe('unset: content from the export file; set (with `CONTENTFUL_ACCESS_TOKEN`), content comes from that space'),
    CONTENTFUL_ACCESS_TOKEN: optionalText.describe("the space's Content Delivery API token (with `CONTENTFUL_SPACE_ID`)"),
    CONTENTFUL_ENVIRONMENT: optionalText.describe("the space's environment; unset: `master`"),
    CONTENTFUL_PREVIEW_TOKEN: optionalText.describe('the Content Preview API token: serves drafts in preview'),
    // Plain http only to this machine: a local stand-in (scripts/contentful-stand-in.ts), never a token sent in the clear.
    CONTENTFUL_DELIVERY_URL: z
      .string()
      .trim()
      .refine(isHttpOrigin, 'expected the Delivery API origin, such as https://cdn.contentful.com')
      .refine((value) => !URL.canParse(value) || new URL(value).protocol === 'https:' || isLoopbackHost(new URL(value).hostname.replace(/^\[|\]$/g, '')), {
        message: 'expected https, or http to a loopback address (a local stand-in)',
      })
      .default('https://cdn.contentful.com')
      .describe('where the Content Delivery API is: another https origin, or plain `http` to a loopback address only (a local stand-in such as `node scripts/contentful-stand-in.ts`)'),
    CONTENTFUL_WEBHOOK_SIGNING_SECRET: secret(32, "expected the webhook's signing secret from Contentful (Settings → Webhooks → Request verification)").describe(
      "unset: `POST /api/webhooks/contentful` is off; set (the webhook's signing secret from Contentful's Settings → Webhooks → Request verification, 32+ characters), each request must carry Contentful's signature made within the last 30 s (bodies up to 1 MiB)",
    ),
    // No longer accepted: a static header proves nothing once it has been seen (refused below).
    CONTENTFUL_WEBHOOK_SECRET: optionalText.describe('no longer accepted (a static `X-Webhook-Secret` header): set, it stops start-up'),
    CDN_PURGE_URL: url(/^https?$/, 'expected an http(s) URL that accepts purge requests').describe('unset: after a publish the webhook only answers the URLs to purge; set, it POSTs `{ paths }` there'),
    SITE_URL: url(/^https?$/, 'expected the public site origin, such as https://example.org').describe(
      "unset (only on this machine without `TRUST_PROXY`): canonical and share URLs use the request's own origin; required with `TRUST_PROXY` or on a deployment: canonical, share, sitemap links and the HTTPS redirect use it, and a page request for another host is answered `private, no-store` and never kept (ADR 049); form posts and server-function calls are accepted from that origin only (ADR 043)",
    ),
    ZIP_API_BASE: urlOrRootPath('the zip lookup API base', '/api/v1').describe("the site's own endpoint by default: the browser's zip lookup calls `GET <base>/shifter/zip5s/<zip5>`"),
    DONATION_SCRIPT_URL: urlOrRootPath('the donation script', SANDBOX_DONATION_SCRIPT).describe("the sandbox provider's by default; set to the real provider's script"),
    DONATION_TOKEN: text('sandbox-public-token', 'expected the public donation token').describe("the provider's public token"),
    DONATION_STYLESHEET_URL: urlOrRootPath('the donation form stylesheet', '/sandbox-donations/form.css').describe('the donation form stylesheet, under the site'),
    DONATION_FORM_URL: urlOrRootPath("the provider's hosted donation forms", SANDBOX_DONATION_FORMS).describe("the provider's hosted forms (`<url>/<form name>`), for redirects and the fallback link"),
    DONATION_PROVIDER: optionalText
      .pipe(z.enum(['sandbox'], { message: 'expected "sandbox" (the test provider the site serves itself), or unset' }).optional())
      .describe(
        '`sandbox` serves the sandbox on a deployment (with `SITE_URL` set, a `HOST` beyond loopback, or on Workers), which otherwise refuses to start on it: the sandbox moves no money (ADR 021)',
      ),
    DONATION_WEBHOOK_SECRET: secret(16, 'expected a shared secret of at least 16 characters').describe(
      'unset (the sandbox signs with a per-process secret): HMAC secret of `POST /api/webhooks/contributions`, sent as `X-Signature: sha256=…`',
    ),
    DONATION_WEBHOOK_USERNAME: optionalText.describe("basic-auth user name the provider's webhook may use instead (with the password)"),
    DONATION_WEBHOOK_PASSWORD: secret(16, 'expected a password of at least 16 characters').describe('basic-auth password (16+ characters; with the user name)'),
    DONATION_EMBED_ANCESTORS: list(isHttpOrigin, 'expected the origins allowed to frame the donation form, such as "https://partner.org https://other.org"').describe(
      'unset: no page may be framed; set, these origins (space- or comma-separated) may frame the embeddable donation form page',
    ),
    SENTRY_DSN: url(/^https?$/, 'expected a Sentry DSN such as https://key@host/project').describe('unset: the client log goes to the console only'),
    SENTRY_ENVIRONMENT: optionalText.describe("error reporting's environment; unset: `NODE_ENV`"),
    SENTRY_RELEASE: optionalText.describe("error reporting's release; unset: `campaign-site@<package version>`"),
    SENTRY_SAMPLE_RATE: share('the share of errors to report', 1).describe('the share of failures reported, on the server and in the browser (`docs/behaviour.md` §9)'),
    SENTRY_EVENTS_PER_MINUTE: wholeNumber(1, 10_000, 'the most error events the server sends a minute', 30).describe(
      'the most error events the server sends a minute (1 to 10000); repeats of a kind are counted, not sent, and told once a minute (ADR 023)',
    ),
    RENDER_TIMEOUT_MS: wholeNumber(500, 120_000, 'how long visitors wait for a page render in ms', 5_000).describe(
      'how long visitors wait for a page render (500 to 120000 ms) before the stale copy or a 503',
    ),
    DATABASE_URL: url(/^postgres(ql)?$/, 'expected a postgres:// or postgresql:// URL', {
      // The URL parser also takes "postgres:db" and "postgres://"; neither names a server.
      test: (value) => /^postgres(ql)?:\/\/[^/?#]/i.test(value) || (URL.canParse(value) && new URL(value).searchParams.has('host')),
      message: 'expected a postgres:// or postgresql:// URL that names a host, such as postgres://user:password@localhost:5432/campaign',
    }).describe('unset: records (form submissions, contributions) go to the embedded database in `EMBEDDED_DATABASE_DIR`'),
    EMBEDDED_DATABASE_DIR: text('.data/pglite', 'expected a directory path').describe('relative to the working directory; one process at a time; `memory://` keeps nothing'),
    SUBMISSION_JOURNAL_DIR: text('.data/journal', 'expected a directory path').describe(
      'relative to the working directory, on a persistent disk (node): where a submission or gift the database cannot take is journaled, fsync\'d, until it can (ADR 065); shared by the processes of one site',
    ),
    SUBMISSION_JOURNAL_MAX_MB: wholeNumber(1, 100_000, 'the journal size in MiB', 64).describe(
      'the most the journal may hold (a short sign-up takes about 350 bytes); when full, a submission the database cannot take is answered 503, as without a journal',
    ),
    CRM_WEBHOOK_URL: url(/^https?$/, 'expected the http(s) URL of the CRM webhook that receives form submissions').describe(
      'unset: submissions wait in the outbox; set, each is POSTed there, retried with back-off; a 4xx refusal is kept as a dead letter (ADR 022)',
    ),
    CRM_WEBHOOK_SECRET: secret(16, 'expected a shared secret of at least 16 characters').describe('signs each submission POSTed to `CRM_WEBHOOK_URL` (16+ characters)'),
    OUTBOX_CONCURRENCY: wholeNumber(1, 64, 'how many CRM deliveries may be in flight at once', 8).describe('CRM deliveries in flight at once per process while a backlog drains (1 to 64)'),
    OUTBOX_MAX_AGE_MINUTES: wholeNumber(1, 1440, 'the age in minutes past which an undelivered submission is reported', 15).describe(
      'an undelivered submission older than this is reported (once per that interval)',
    ),
    TRUST_PROXY: optionalText
      .pipe(
        z
          .string()
          .refine((value) => proxyTrustOf(value) !== null, {
            message: `expected true or false, a number of proxy hops from 1 to ${MAX_TRUSTED_HOPS}, or the proxies' addresses or CIDR ranges, such as "10.0.0.0/8, 192.0.2.7"`,
          })
          .optional(),
      )
      .describe(
        "unset or `false`: no proxy is trusted; behind a CDN or proxy, `true` (one proxy), a number of proxy hops, or the proxies' addresses and CIDR ranges (`10.0.0.0/8, 192.0.2.7`): rate limits count the visitor as the address the trusted proxy saw (`X-Forwarded-For` read from the right, so a client cannot write its own), the scheme and host come from `X-Forwarded-Proto` and `X-Forwarded-Host` read at the same trusted hop (a plain-HTTP visit is redirected to HTTPS at `SITE_URL`'s host, `no-store`; cookies are `Secure`). Requires `SITE_URL`. On Workers the visitor is `CF-Connecting-IP`",
      ),
    WEB_CONCURRENCY: z
      .string()
      .trim()
      .refine((value) => value === 'auto' || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 256), {
        message: 'expected a number of server processes from 1 to 256, or "auto" (one per core)',
      })
      .transform((value) => (value === 'auto' ? ('auto' as const) : Number(value)))
      .default(1)
      .describe('a number or `auto` (one per core): that many server processes on the one port (needs `DATABASE_URL`)'),
    PREVIEW_SECRET: secret(16, `${SIXTEEN} (it guards the preview of drafts)`).describe(
      "unset: no preview; set (16+ characters), `/api/preview?path=/a-page` asks for the secret in a form (POST) and shows drafts to that browser for 4 h; `npm run preview:link -- /a-page [--minutes 30]` prints a signed link that works for those minutes; point Contentful's preview URL at `/api/preview?path=/{entry.fields.slug}` (no secret); 10 attempts per address in 10 minutes (`/api/preview/exit` leaves); ADR 016, 045",
    ),
    EXPERIMENTS_REPORT_SECRET: secret(16, `${SIXTEEN} (it guards the experiment results)`).describe(
      "unset: no results page (404); set (16+ characters), `/api/experiment-results?secret=…` shows the experiments' results to that browser for 8 h (10 attempts per address in 10 minutes) (`npm run experiments:report` prints them without it); ADR 028",
    ),
    EXPERIMENTS_SIGNING_SECRET: secret(16, `${SIXTEEN} (it signs the experiment refcode2)`).describe(
      'signs the second refcode (16+ characters), so the results credit an arm only for gifts and sign-ups the server assigned to it; unset: a development secret on a local run, none in a deployment (nothing is then credited: every refcode2 counts as unverified); changing it makes earlier refcode2 unverified; ADR 047',
    ),
    FORM_KEY_SECRET: secret(16, `${SIXTEEN} (it signs the keys of forms posted without a script)`).describe(
      'unset: a secret made per process; set (16+ characters), it signs the key a form carries for a post without a script (ADR 048). Set it when several processes or Workers isolates serve the site, or a double-tapped post rendered by one may be stored twice by another',
    ),
    SUBMISSION_RETENTION_DAYS: wholeNumber(1, 3650, 'the days after which the answers of a delivered form submission are deleted', 90).describe(
      'the answers of a submission delivered to the CRM are deleted this many days after it was sent (1 to 3650), from the database and its outbox record; the row, its form, time and refcodes stay for the experiment counts. Undelivered submissions and dead letters keep theirs',
    ),
    GEO_COUNTRY_HEADER: headerName(CLOUDFLARE_GEOLOCATION_HEADERS.country).describe(
      "with `TRUST_PROXY` on node, the request header the CDN writes the visitor's country into (Cloudflare's \"Add visitor location headers\" managed transform by default); a first visit without a location cookie is located from it and the region (a US state from country `US` and the region; a territory such as `PR` from the country) and handed the `location` cookie (ADR 050). Read only from a request a trusted proxy passed on; the CDN must write (overwrite) these headers on every request, or a client could choose its own. Ignored without `TRUST_PROXY`; on Workers `request.cf` says it",
    ),
    GEO_REGION_HEADER: headerName(CLOUDFLARE_GEOLOCATION_HEADERS.region).describe("the visitor's region (a US state's code), as `GEO_COUNTRY_HEADER`"),
    GEO_CITY_HEADER: headerName(CLOUDFLARE_GEOLOCATION_HEADERS.city).describe("the visitor's city, as `GEO_COUNTRY_HEADER`"),
    GEO_LATITUDE_HEADER: headerName(CLOUDFLARE_GEOLOCATION_HEADERS.latitude).describe("the visitor's latitude, as `GEO_COUNTRY_HEADER`"),
    GEO_LONGITUDE_HEADER: headerName(CLOUDFLARE_GEOLOCATION_HEADERS.longitude).describe("the visitor's longitude, as `GEO_COUNTRY_HEADER`"),
    GEO_POSTAL_CODE_HEADER: headerName(CLOUDFLARE_GEOLOCATION_HEADERS.postalCode).describe("the visitor's postal code, as `GEO_COUNTRY_HEADER`"),
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

/** Each variable, in the schema's order, with its default (undefined: unset) and its description: README.md's table. */
export const CONFIGURATION_DOCS: readonly { name: string; fallback: unknown; about: string }[] = Object.entries(environmentSchema.shape).map(([name, rule]) => {
  const unset = rule.safeParse(undefined)
  return { name, fallback: unset.success ? unset.data : undefined, about: rule.description ?? '' }
})

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
  /** Where submissions wait, fsync'd, while the database cannot take them (node), and the most it holds (ADR 065). */
  submissionJournal: Readonly<{ dir: string; maxBytes: number }>
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
    submissionJournal: Object.freeze({ dir: e.SUBMISSION_JOURNAL_DIR, maxBytes: e.SUBMISSION_JOURNAL_MAX_MB * 1024 * 1024 }),
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

import { PREVIEW_SECRET } from './fixture-constants'

/** The production servers the end-to-end suite starts, one per content export. */
const server = (port: number, exportPath: string, env: Record<string, string> = {}, readyPath = '/') => ({
  port,
  url: `http://127.0.0.1:${port}`,
  exportPath,
  // Eleven servers and a browser share two cores: a first render may take longer than a visitor
  // would wait in production. The timeout's own behaviour is tested apart (origin-cache tests).
  env: { RENDER_TIMEOUT_MS: '20000', ...env },
  readyPath,
})

/** The local error-reporting receiver (scripts/error-receiver.ts). */
export const ERROR_RECEIVER = { port: 4399, url: 'http://127.0.0.1:4399' } as const

/** The local CRM webhook stand-in (scripts/crm-receiver.ts) that the embedded and flags servers forward form submissions to. */
export const CRM_RECEIVER = { port: 4397, url: 'http://127.0.0.1:4397', secret: 'e2e-crm-secret-0123456789' } as const

/** A partner site allowed to frame the embeddable donation form, and the provider's webhook credentials. */
export const DONATION_PARTNER_ORIGIN = 'https://partner.example'
export const CONTRIBUTIONS_WEBHOOK = { username: 'provider', password: 'e2e-provider-password-0123' } as const

export const GENERATED = 'tests/e2e/.generated'
/** The Contentful webhook's signing secret: the tests sign their deliveries as Contentful does (tests/support/sign-contentful-request.ts). */
export const WEBHOOK_SIGNING_SECRET = 'e2e-webhook-signing-secret-0123456789abcdef'
/** The secret of the experiment results page (/api/experiment-results). */
export const EXPERIMENTS_REPORT_SECRET = 'e2e-experiment-results-0123456789'

export const E2E_SERVERS = {
  /** The embedded content, exactly as `npm start` serves it. */
  embedded: server(4310, 'content/export.json', {
    // As deployed behind a CDN: the scheme and client address come from the proxy's headers, the
    // links and the HTTPS redirect from the public origin (the CDN's host is the server's own here).
    TRUST_PROXY: 'true',
    SITE_URL: 'http://127.0.0.1:4310',
    // SITE_URL makes it a deployment, which serves the sandbox provider only when told to (ADR 021)
    // and signs the experiments' refcode2 only with a secret of its own (ADR 047).
    DONATION_PROVIDER: 'sandbox',
    EXPERIMENTS_SIGNING_SECRET: 'e2e-experiments-signing-0123456789',
    CRM_WEBHOOK_URL: `${CRM_RECEIVER.url}/hooks/site`,
    CRM_WEBHOOK_SECRET: CRM_RECEIVER.secret,
    DONATION_EMBED_ANCESTORS: DONATION_PARTNER_ORIGIN,
    DONATION_WEBHOOK_USERNAME: CONTRIBUTIONS_WEBHOOK.username,
    DONATION_WEBHOOK_PASSWORD: CONTRIBUTIONS_WEBHOOK.password,
    EXPERIMENTS_REPORT_SECRET,
  }),
  /** The embedded content plus pages that set each shell flag, a takeover homepage and a modal of each kind (a sign-up modal's form goes to the CRM stand-in). */
  flags: server(4311, `${GENERATED}/flags-export.json`, {
    CONTENTFUL_WEBHOOK_SIGNING_SECRET: WEBHOOK_SIGNING_SECRET,
    PREVIEW_SECRET,
    CRM_WEBHOOK_URL: `${CRM_RECEIVER.url}/hooks/site`,
    CRM_WEBHOOK_SECRET: CRM_RECEIVER.secret,
  }),
  /** The embedded content with one malformed navigation link. */
  brokenNavigation: server(4312, `${GENERATED}/broken-navigation-export.json`),
  /** Another campaign's export, served by the same build. */
  alternate: server(4313, 'tests/fixtures/alternate-export.json'),
  /**
   * Another campaign's export shaped as `contentful space export` writes it: files on Contentful's
   * hosts (answered by the tests' own routes), an active homepage takeover with an image, long Spanish strings.
   */
  foreign: server(4324, 'tests/fixtures/foreign-campaign-export.json'),
  /** The embedded content with error reporting sent to the local receiver. */
  reporting: server(4314, 'content/export.json', { SENTRY_DSN: `http://public@127.0.0.1:${ERROR_RECEIVER.port}/1`, SENTRY_ENVIRONMENT: 'e2e' }),
  /** The embedded content with script, attribute and URL payloads in every text field. */
  hostile: server(4316, `${GENERATED}/hostile-export.json`),
  /** The embedded content with its files where `contentful space export` puts a space's: on Contentful's hosts. */
  contentfulFiles: server(4320, `${GENERATED}/contentful-files-export.json`),
  /** Every page without its page-type fields; site settings without site name, labels or modal headings. */
  lackingFields: server(4319, `${GENERATED}/lacking-fields-export.json`, {
    PREVIEW_SECRET,
    // A project of its own at the receiver: the error-reporting tests clear and rate-limit project 1.
    SENTRY_DSN: `http://public@127.0.0.1:${ERROR_RECEIVER.port}/2`,
    SENTRY_ENVIRONMENT: 'lacking-fields',
  }),
  /**
   * The flags' content (a homepage whose takeover has not ended: the server sends takeovers only
   * where one could show) with error reporting to a project of its own at the receiver.
   */
  reportingTakeover: server(4322, `${GENERATED}/flags-export.json`, { SENTRY_DSN: `http://public@127.0.0.1:${ERROR_RECEIVER.port}/3`, SENTRY_ENVIRONMENT: 'e2e' }),
  /** The embedded content with a long rich-text homepage body of every block kind (budgets.spec.ts). */
  richHomepage: server(4321, `${GENERATED}/rich-homepage-export.json`),
  /** The embedded content with state pages: an Iowa homepage, a New Hampshire copy of a content page, a suffix that is no state (ADR 051). */
  statePages: server(4323, `${GENERATED}/state-pages-export.json`),
  /** Its export is broken by the test before the first page is asked for (readiness asks no content). */
  brokenContent: server(
    4315,
    `${GENERATED}/broken-content-export.json`,
    { SENTRY_DSN: `http://public@127.0.0.1:${ERROR_RECEIVER.port}/1` },
    '/api/v1/shifter/zip5s/10001',
  ),
} as const
